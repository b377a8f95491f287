/**
 * The privacy redirect of spec “Roles and permissions”, for deals: an unknown deal, or someone else's, is 'Deals are
 * private' in a toast and /dashboard (the API answers both with the same 404).
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { isRefusal } from '../../api/client';
import { useToast } from '../../components/ui/Toast';
import { MESSAGES, TITLES } from '../../../../shared/messages';

export function useDealGate(error: unknown): boolean {
  const toast = useToast();
  const navigate = useNavigate();
  const hasLeft = useRef(false);
  const isRefused = isRefusal(error);
  useEffect(() => {
    if (!isRefused || hasLeft.current) return;
    hasLeft.current = true;
    toast({ header: TITLES.dealPrivate, content: MESSAGES.dealPrivate, type: 'error' });
    navigate('/dashboard', { replace: true });
  }, [isRefused, toast, navigate]);
  return isRefused;
}
