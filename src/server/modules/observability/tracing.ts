import type { Span, Tracer } from '@opentelemetry/api';

/**
 * OpenTelemetry traces (issue 26, ADR 0052): when OTEL_EXPORTER_OTLP_ENDPOINT is set, a span per
 * request and per job, batched and exported by OTLP/HTTP (JSON) to `<endpoint>/v1/traces` (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as given). Unset, nothing of the SDK is even loaded. The provider
 * is not registered globally: several apps in one process (the tests) keep their own.
 */
export interface Tracing {
  tracer: Tracer;
  /** Sends the spans ended so far (tests; shutdown). */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  endpoint: string | null;
  tracesEndpoint?: string | null;
  serviceName: string;
  serviceVersion: string;
  instance: string;
}

export async function createTracing(o: TracingOptions): Promise<Tracing | null> {
  if (!o.endpoint && !o.tracesEndpoint) return null;
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }, semconv] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/semantic-conventions'),
  ]);
  const url = o.tracesEndpoint || `${o.endpoint!.replace(/\/+$/, '')}/v1/traces`;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      [semconv.ATTR_SERVICE_NAME]: o.serviceName,
      [semconv.ATTR_SERVICE_VERSION]: o.serviceVersion,
      'service.instance.id': o.instance,
    }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url }), { scheduledDelayMillis: 2_000 })],
  });
  return {
    tracer: provider.getTracer('capital-readiness', o.serviceVersion),
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}

/** Ends a span with an outcome (status code 2 = ERROR in OTel's SpanStatusCode). */
export function endSpan(span: Span, error?: Error): void {
  if (error) {
    span.recordException(error);
    span.setStatus({ code: 2, message: error.message });
  }
  span.end();
}
