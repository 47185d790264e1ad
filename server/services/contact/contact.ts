// Messages to the ministry: the contact form and the custom-resource request. Both are stored, and staff
// read them in the desk's inbox (services/desk); staff who chose it are told by email in the same transaction.
import type { z } from 'zod';
import type { Db } from '../../../db';
import { contactMessages, resourceRequests } from '../../../db/schema';
import type { FormFields } from '../../contracts/common';
import type { contactSubmitInput } from '../../contracts/contact';
import type { customResourceRequestInput } from '../../contracts/leaders';
import { tellStaffOfInboxItem } from '../desk/staff-notices';

export interface ContactDeps {
  db: Db;
  config: { siteUrl: string };
}

export async function sendContactMessage({ db, config }: ContactDeps, message: FormFields<z.output<typeof contactSubmitInput>>) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...message, phone: message.phone ?? null })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('insert returned no row');
    await tellStaffOfInboxItem(tx, config.siteUrl, { kind: 'contact_message', id: row.id, name: message.name, email: message.email, subject: message.subject, body: message.message });
  });
}

export async function requestCustomResource({ db, config }: ContactDeps, request: FormFields<z.output<typeof customResourceRequestInput>>) {
  await db.transaction(async (tx) => {
    const [row] = await tx.insert(resourceRequests).values(request).returning({ id: resourceRequests.id });
    if (!row) throw new Error('insert returned no row');
    await tellStaffOfInboxItem(tx, config.siteUrl, {
      kind: 'resource_request',
      id: row.id,
      name: request.name,
      email: request.email,
      // As the inbox names it (services/desk/inbox.ts).
      subject: `${request.resourceType} for ${request.ministry}`,
      body: request.description,
    });
  });
}
