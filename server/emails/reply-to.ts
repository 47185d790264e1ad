// The ministry's own address, for a message's Reply-To: an answer to a reply from the desk reaches the ministry's
// mailbox, not the member of staff's. Read from src/content/ministry.ts, the one place it lives (decision 025).
import { ministry } from '../../src/content/ministry';

export const ministryReplyTo = ministry.email;
