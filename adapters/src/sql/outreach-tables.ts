// What the site sends and receives: the mail outbox, contact messages and the marketing lists and campaigns.
import type { NullableTimestampCol, SerialCol, TimestampCol } from './table-columns';

export interface MailOutboxTable {
  id: SerialCol;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  kind: string | null;
  created_at: TimestampCol;
}

export interface ContactMessagesTable {
  id: SerialCol;
  name: string;
  email: string;
  message: string;
  user_id: string | null;
  created_at: TimestampCol;
}

export interface MarketingListsTable {
  id: SerialCol;
  title: string;
  created_at: TimestampCol;
}

export interface MarketingContactsTable {
  id: SerialCol;
  list_id: number;
  email: string;
  status: string;
  created_at: TimestampCol;
  updated_at: TimestampCol;
}

export interface MarketingFieldsTable {
  id: SerialCol;
  name: string;
  type: string;
  created_at: TimestampCol;
}

export interface MarketingMessagesTable {
  id: SerialCol;
  list_id: number;
  sender_name: string;
  sender_email: string;
  subject: string;
  body: string;
  created_at: TimestampCol;
}

export interface MarketingCampaignsTable {
  id: SerialCol;
  message_id: number;
  status: string;
  scheduled_at: NullableTimestampCol;
  sent_at: NullableTimestampCol;
  recipients: number;
  created_at: TimestampCol;
  updated_at: TimestampCol;
}
