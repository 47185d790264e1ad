import { receivedOutput } from '../contracts/common';
import { contactMessages, contactSubmitInput } from '../contracts/contact';
import { customResourceRequestInput, customResourceRequestMessages } from '../contracts/leaders';
import { requestCustomResource, sendContactMessage } from '../services/contact/contact';
import { publicFormProcedure, receivedBy, router } from '../trpc';

export const contactRouter = router({
  submit: publicFormProcedure
    .input(contactSubmitInput)
    .output(receivedOutput)
    .mutation(receivedBy(contactMessages.successText, (ctx, message) => sendContactMessage(ctx, message))),
  requestResource: publicFormProcedure
    .input(customResourceRequestInput)
    .output(receivedOutput)
    .mutation(receivedBy(customResourceRequestMessages.successText, (ctx, request) => requestCustomResource(ctx, request))),
});
