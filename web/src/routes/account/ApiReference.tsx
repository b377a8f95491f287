/**
 * My Account, API reference: the OpenAPI document (GET /api/openapi.json) as a readable list,
 * grouped as the document tags them: each endpoint's method and path, what it does, whether a
 * personal API token may call it (and with which scope), its query parameters and body fields.
 * No Swagger UI: a plain list, loaded with this screen only.
 */
import { Link } from 'react-router-dom';
import { cardClass } from '../../components/ui/Card';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useOpenApiDocument, type OpenApiOperation, type OpenApiSchema } from '../../api/openapi';
import styles from '../../features/api-tokens/api-tokens.module.css';

type Schema = OpenApiSchema;
type Operation = OpenApiOperation;
type Endpoint = { method: string; path: string; op: Operation };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function typeOf(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' | ');
  if (schema.type === 'array') return `${typeOf(schema.items)}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return schema.type ?? 'object';
}

function tokenLine(scope: string): string {
  if (scope === 'forbidden') return 'Not for tokens';
  if (scope === 'any') return 'Any token';
  return `Token: ${scope}`;
}

function EndpointItem({ endpoint }: { endpoint: Endpoint }) {
  const { method, path, op } = endpoint;
  // JSON for most; the one upload (a file) is multipart/form-data, named beside its fields.
  const bodies = Object.entries(op.requestBody?.content ?? {});
  const [mediaType, content] = bodies.find(([type]) => type === 'application/json') ?? bodies[0] ?? [];
  const body = content?.schema;
  const required = new Set(body?.required ?? []);
  const query = (op.parameters ?? []).filter((p) => p.in === 'query');
  return (
    <li className={styles.endpoint}>
      <div className={styles.endpointHead}>
        <span className={styles.method}>{method.toUpperCase()}</span>
        <span className={styles.path}>{path}</span>
        <Badge tone={op['x-token-scope'] === 'forbidden' ? 'neutral' : 'brand'} compact>
          {tokenLine(op['x-token-scope'])}
        </Badge>
      </div>
      <span>{op.summary}</span>
      {query.length ? (
        <ul className={styles.fields} aria-label="Query parameters">
          {query.map((p) => (
            <li key={p.name}>
              <code className={styles.code}>{p.name}</code> ({typeOf(p.schema)}){p.required ? ', required' : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {mediaType && mediaType !== 'application/json' ? (
        <span>
          Body: <code className={styles.code}>{mediaType}</code>
        </span>
      ) : null}
      {body?.properties ? (
        <ul className={styles.fields} aria-label="Body fields">
          {Object.entries(body.properties).map(([name, schema]) => (
            <li key={name}>
              <code className={styles.code}>{name}</code> ({typeOf(schema)}){required.has(name) ? ', required' : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export default function ApiReference() {
  useDocumentTitle('API reference');
  const { data, isPending, isError, error, refetch } = useOpenApiDocument();
  if (isPending) return <PageLoading />;
  if (isError)
    return (
      <section className={cardClass} role="alert">
        <p>{error.message}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </section>
    );
  const groups = new Map<string, Endpoint[]>();
  for (const [path, item] of Object.entries(data.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op || !path.startsWith('/api/') || op.tags[0] === 'Administration') continue;
      const tag = op.tags[0] ?? 'Other';
      groups.set(tag, [...(groups.get(tag) ?? []), { method, path, op }]);
    }
  }
  return (
    <section aria-labelledby="reference-title" className={styles.page} data-testid="api-reference">
      <h2 id="reference-title">API reference</h2>
      <p className={styles.meta}>
        Call these with a personal API token as <code className={styles.code}>Authorization: Bearer rc_pat_…</code> (
        <Link to="/account/api-tokens">make one</Link>), within its scopes. The full description, for tools that read
        OpenAPI 3.1: <a href="/api/openapi.json">/api/openapi.json</a>.
      </p>
      {[...groups].map(([tag, endpoints]) => (
        <section key={tag} className={cardClass} aria-label={tag}>
          <h3>{tag}</h3>
          <ul className={styles.list}>
            {endpoints.map((endpoint) => (
              <EndpointItem key={`${endpoint.method} ${endpoint.path}`} endpoint={endpoint} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
