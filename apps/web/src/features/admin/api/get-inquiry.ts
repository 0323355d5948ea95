import { useQuery } from '@tanstack/react-query';
import type { AdminInquiryDetail } from '@safari/contracts/admin-inquiries';
import { adminGet } from '../utils/admin-api';
import { INQUIRIES_KEY } from './get-inquiries';

export const inquiryKey = (uuid: string) => [...INQUIRIES_KEY, 'detail', uuid] as const;

/** GET /api/admin/inquiries/{id}: one inquiry with its history. */
export const useInquiry = (uuid: string) =>
  useQuery({ queryKey: inquiryKey(uuid), queryFn: () => adminGet<AdminInquiryDetail>(`/inquiries/${uuid}`) });
