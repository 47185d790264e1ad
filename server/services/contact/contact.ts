// Messages to the ministry: the contact form and the custom-resource request. Both are stored, and staff
// read them in the desk's inbox (services/desk).
import type { z } from 'zod';
import type { Db } from '../../../db';
import { contactMessages, resourceRequests } from '../../../db/schema';
import type { FormFields } from '../../contracts/common';
import type { contactSubmitInput } from '../../contracts/contact';
import type { customResourceRequestInput } from '../../contracts/leaders';

export async function sendContactMessage(db: Db, message: FormFields<z.output<typeof contactSubmitInput>>) {
  await db.insert(contactMessages).values({ ...message, phone: message.phone ?? null });
}

export async function requestCustomResource(db: Db, request: FormFields<z.output<typeof customResourceRequestInput>>) {
  await db.insert(resourceRequests).values(request);
}
