/**
 * One's own payment record (GET /api/me's `paymentRecord`, docs/payment-record.md), for My
 * Account. Another member's comes inside the proposal awaiting one's answer.
 */
import { useQuery } from '@tanstack/react-query';
import { api, isRefusal } from './client';
import type { MeWithPaymentRecord } from '../../../shared/types/account';

export const paymentRecordKeys = { mine: ['payment-record', 'me'] as const };

export const fetchMyPaymentRecord = async () => (await api.get<MeWithPaymentRecord>('/me')).paymentRecord;

export function useMyPaymentRecord() {
  return useQuery({
    queryKey: paymentRecordKeys.mine,
    queryFn: fetchMyPaymentRecord,
    staleTime: 5 * 60_000,
    retry: (count: number, err: Error) => !isRefusal(err) && count < 1,
  });
}
