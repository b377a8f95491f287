import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../../shared/constants';

/** Page titles are 'Recruiter Connect | <label>' (spec “Public pages”); null leaves the title to another screen. */
export function useDocumentTitle(label: string | null) {
  useEffect(() => {
    if (label !== null) document.title = `${PRODUCT_NAME} | ${label}`;
  }, [label]);
}
