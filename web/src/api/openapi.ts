/** The OpenAPI document (GET /api/openapi.json), for the API reference screen: fetched once per visit. */
import { useQuery } from '@tanstack/react-query';
import { api } from './client';

export type OpenApiSchema = {
  type?: string | string[];
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  enum?: unknown[];
  anyOf?: OpenApiSchema[];
  items?: OpenApiSchema;
};

export type OpenApiOperation = {
  summary: string;
  tags: string[];
  'x-token-scope': string;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: OpenApiSchema }>;
  /** By media type: application/json for most, multipart/form-data for a file upload. */
  requestBody?: { content: Record<string, { schema?: OpenApiSchema } | undefined> };
};

export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

export function useOpenApiDocument() {
  return useQuery({
    queryKey: ['openapi'],
    queryFn: () => api.get<OpenApiDocument>('/openapi.json'),
    staleTime: Infinity,
  });
}
