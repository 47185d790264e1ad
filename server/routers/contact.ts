import { contactMessages as contactMessagesTable, resourceRequests } from '../../db/schema';
import { contactMessages, contactSubmitInput } from '../contracts/contact';
import { customResourceRequestInput, customResourceRequestMessages } from '../contracts/leaders';
import { publicFormProcedure, router } from '../trpc';

// Messages to the ministry: the contact form and the custom-resource request. Both are stored; the team
// reads them from the database. A filled honeypot is answered as a success and dropped.
export const contactRouter = router({
  submit: publicFormProcedure.input(contactSubmitInput).mutation(async ({ ctx, input }) => {
    const { website, ...message } = input;
    if (!website) await ctx.db.insert(contactMessagesTable).values({ ...message, phone: message.phone ?? null });
    return { success: true as const, message: contactMessages.successText };
  }),
  requestResource: publicFormProcedure.input(customResourceRequestInput).mutation(async ({ ctx, input }) => {
    const { website, ...request } = input;
    if (!website) await ctx.db.insert(resourceRequests).values(request);
    return { success: true as const, message: customResourceRequestMessages.successText };
  }),
});
