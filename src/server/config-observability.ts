/** METRICS_* and OTEL_* (issue 26, ADR 0052; the README's configuration table). */
export interface ObservabilityConfig {
  /** METRICS_TOKEN: `GET /metrics` on the main port answers Prometheus text to `Authorization: Bearer <token>`; unset, only the metrics port serves it. */
  readonly metricsToken: string | null;
  /** METRICS_PORT: a second listener serving `/metrics` without a token (bind METRICS_HOST, default 127.0.0.1); unset, none. */
  readonly metricsPort: number | null;
  readonly metricsHost: string;
  /** OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT): traces exported by OTLP/HTTP; unset, no tracing code is loaded. */
  readonly otlpEndpoint: string | null;
  readonly otlpTracesEndpoint: string | null;
  /** OTEL_SERVICE_NAME (default capital-readiness). */
  readonly serviceName: string;
}

export function observabilityOf(env: NodeJS.ProcessEnv): ObservabilityConfig {
  const v = (name: string) => env[name]?.trim() || null;
  const port = v('METRICS_PORT');
  if (port !== null && !(Number.isInteger(Number(port)) && Number(port) >= 0 && Number(port) < 65536))
    throw new Error(`METRICS_PORT must be a port number, got "${port}"`);
  const token = v('METRICS_TOKEN');
  if (token !== null && token.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters');
  return {
    metricsToken: token,
    metricsPort: port === null ? null : Number(port),
    metricsHost: v('METRICS_HOST') ?? '127.0.0.1',
    otlpEndpoint: v('OTEL_EXPORTER_OTLP_ENDPOINT'),
    otlpTracesEndpoint: v('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'),
    serviceName: v('OTEL_SERVICE_NAME') ?? 'capital-readiness',
  };
}
