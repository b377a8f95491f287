import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../../shared/constants';

/** Page titles are 'Recruiter Connect | <label>' (spec §2.1). */
export function useDocumentTitle(label: string) {
  useEffect(() => {
    document.title = `${PRODUCT_NAME} | ${label}`;
  }, [label]);
}
