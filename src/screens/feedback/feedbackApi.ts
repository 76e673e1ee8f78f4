import { request } from '../../api/client';

export interface FeedbackRow {
  id: number;
  category: number;
  title: string | null;
  content: string;
  status: number;
  createdAt: string;
  repliedAt: string | null;
  version: number;
}

export interface FeedbackNote {
  id: number;
  authorType: 'supplier' | 'merchant';
  content: string;
  images: string[];
  createdAt: string;
}

export interface FeedbackDetail extends FeedbackRow {
  images: string[];
  contact: string | null;
  reply: string | null;
  closedAt: string | null;
  autoCloseAt: string | null;
  conversationId: number | null;
  canFollowUp: boolean;
  canClose: boolean;
  notes: FeedbackNote[];
}

export interface FeedbackPage {
  rows: FeedbackRow[];
  total: number;
  statusCounts: Record<string, number>;
}

export interface NewFeedback {
  category: number;
  title?: string;
  content: string;
  contact?: string;
  images?: string[];
  conversationId?: string;
}

export const feedbackApi = {
  list: (body: { pageNum: number; pageSize: number; status?: number[] }) => request<FeedbackPage>('/scm/feedback/list', { method: 'POST', body }),
  detail: (id: number) => request<FeedbackDetail>(`/scm/feedback/detail/${id}`, { method: 'GET' }),
  create: (body: NewFeedback) => request<{ id: number; status: number }>('/scm/feedback/create', { method: 'POST', body }),
  followUp: (body: { id: number; version: number; content: string; images?: string[] }) =>
    request<{ id: number; status: number; version: number }>('/scm/feedback/followUp', { method: 'POST', body }),
  close: (body: { id: number; version: number }) => request<{ id: number; status: number; version: number }>('/scm/feedback/close', { method: 'POST', body }),
};
