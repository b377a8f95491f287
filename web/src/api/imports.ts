/**
 * Bulk import from an ATS export (/api/imports, docs/imports.md): upload a CSV or XLSX file, map its
 * columns and words to ours, preview the rows, import them. The upload goes through XMLHttpRequest,
 * the one request of the app that reports its upload progress (fetch does not); the rest is JSON.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from './client';
import { LISTINGS_ROOT } from './keys';
import type { ListingKind } from '../../../shared/lookups';
import type { TImportMapping } from '../../../shared/schemas/imports';
import type {
  ImportCommitResult,
  ImportPreview,
  ImportSummary,
  ImportValueChoice,
  ImportView,
} from '../../../shared/types/imports';

export type { ImportView, ImportPreview };
/** Their word for a lookup field, how many rows hold it, and our id the server guesses it means. */
export type ValueChoice = ImportValueChoice;
/** The mapping as PUT /api/imports/:uid/mapping takes it. */
export type ImportMapping = TImportMapping;

export const importKeys = {
  one: (uid: string) => ['imports', uid] as const,
  preview: (uid: string) => ['imports', uid, 'preview'] as const,
};

const path = (uid: string) => `/imports/${encodeURIComponent(uid)}`;

/** Where the refused rows and their reasons download from (a plain link: the browser saves it). */
export const reportUrl = (uid: string) => `/api${path(uid)}/report.csv`;

/**
 * POST /api/imports as multipart/form-data, reporting the share of the file sent so far (0 to 1).
 * Errors come back as the client's ApiError, with the contract's title, message and field.
 */
export function uploadImport(
  input: { file: File; kind: ListingKind },
  onProgress: (sent: number) => void,
): Promise<ImportSummary> {
  const form = new FormData();
  form.append('kind', input.kind);
  form.append('file', input.file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/imports');
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as {
        import?: ImportSummary;
        error?: { title?: string; message?: string; field?: string };
      } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.import) return resolve(body.import);
      const error = body?.error;
      reject(
        new ApiError(
          xhr.status,
          error?.title ?? (xhr.status === 413 ? 'File too large' : 'Something went wrong'),
          error?.message ??
            (xhr.status === 413
              ? 'This file is too large to import.'
              : 'Something went wrong on our side. Please try again.'),
          error?.field,
        ),
      );
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'You are offline', 'You are offline. Check your connection and try again.'));
    xhr.send(form);
  });
}

export function useImport(uid: string) {
  return useQuery({
    queryKey: importKeys.one(uid),
    queryFn: ({ signal }) => api.get<{ import: ImportView }>(path(uid), signal).then((body) => body.import),
  });
}

export function useImportPreview(uid: string) {
  return useQuery({
    queryKey: importKeys.preview(uid),
    queryFn: ({ signal }) => api.get<ImportPreview>(`${path(uid)}/preview`, signal),
    // The preview is of the mapping as saved: asked again each time the step opens.
    staleTime: 0,
  });
}

/** Saves the mapping; the import as saved goes into the cache and the old preview is dropped. */
export function useSaveMapping(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mapping: ImportMapping) =>
      api.put<{ import: ImportView }>(`${path(uid)}/mapping`, mapping).then((body) => body.import),
    onSuccess: (view) => {
      queryClient.setQueryData(importKeys.one(uid), view);
      // The preview is of the mapping as saved: checked again (at once, when it is on show).
      void queryClient.invalidateQueries({ queryKey: importKeys.preview(uid) });
    },
  });
}

export function useCommitImport(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ImportCommitResult>(`${path(uid)}/commit`),
    onSuccess: (result) => {
      queryClient.setQueryData<ImportView>(importKeys.one(uid), (view) =>
        view ? { ...view, ...result, status: 'imported' } : view,
      );
      // The lists show the new listings the next time they open.
      void queryClient.invalidateQueries({ queryKey: LISTINGS_ROOT });
    },
  });
}
