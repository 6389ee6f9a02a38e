import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import {
  errorCatalog,
  errorMessage,
  type ApiError,
  type FieldIssue,
  type Language,
} from '@belegfluss/shared';
import { createAuthGuard } from '../modules/auth/index.js';
import { modules } from './modules.js';
import type { Dependencies } from './dependencies.js';
import { AppError, isAppError } from '../kernel/errors.js';
import { requestLanguage, type App } from '../kernel/http.js';
import { findUnsafeText } from '../kernel/unsafe-text.js';
import { releaseUnreadBody } from '../kernel/unread-body.js';
import { APP_VERSION } from '../kernel/version.js';
import { registerWriteAudit } from './write-audit.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

const statusCodes: Record<number, string> = {
  404: 'platform.not_found',
  413: 'platform.payload_too_large',
  415: 'platform.unsupported_media_type',
  429: 'platform.rate_limited',
  503: 'platform.unavailable',
};

/** The error body every refusal has: code, message in the caller's language, request id. */
function errorBody(code: string, language: Language, requestId: string): ApiError {
  return { error: { code, message: errorMessage(code, language), requestId } };
}

/**
 * Errors the HTTP parser meets before Fastify sees a request (a URL or headers beyond Node's limit,
 * a malformed request line): answered in the same error shape, in German as no language is known.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'platform.request_too_large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'platform.unavailable']
        : [400, 'platform.validation_failed'];
  const body = JSON.stringify(errorBody(code, 'de', randomUUID()));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: ReturnType<typeof createAuthGuard>;
  }
}

/** Builds the HTTP server with every module's routes; does not listen. */
export async function createServer(deps: Dependencies): Promise<App> {
  const app = Fastify({
    loggerInstance: deps.logger,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 2 * 1024 * 1024,
    // Only listed proxies may name the client (X-Forwarded-For); anyone else could rotate the header
    // past the rate limits and the sign-in throttling.
    trustProxy: deps.config.trustProxy.length > 0 ? deps.config.trustProxy : false,
    // A URL Fastify cannot route (malformed percent-encoding …) is refused in the usual error shape.
    frameworkErrors: (error, request, reply) => {
      const body = errorBody(
        'platform.validation_failed',
        requestLanguage(request as FastifyRequest),
        request.id,
      );
      void (reply as FastifyReply)
        .status(400)
        .send({ error: { ...body.error, details: { reason: error.code } } });
    },
    clientErrorHandler: answerClientError,
  }).withTypeProvider() as unknown as App;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  app.decorate('authenticate', createAuthGuard(deps));
  // One gate for every route: NUL and lone surrogates would fail deep in the database as a 500.
  app.addHook('preValidation', async (request) => {
    const path =
      findUnsafeText(request.body, 'body') ??
      findUnsafeText(request.query, 'querystring') ??
      findUnsafeText(request.params, 'params');
    if (path === null) return;
    const code = 'platform.invalid_characters';
    throw new AppError(code, 400, undefined, [
      { path, issue: code, message: errorMessage(code, requestLanguage(request)) },
    ]);
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    releaseUnreadBody(request.raw);
  });
  registerWriteAudit(app, deps);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'self'", 'blob:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(formbody);
  await app.register(multipart, {
    limits: { fileSize: deps.config.uploadMaxBytes, files: 200, fields: 50, fieldSize: 1024 * 1024 },
  });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Belegfluss API', version: APP_VERSION },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    let code: string;
    let status: number;
    let fields: FieldIssue[] | undefined;
    let details: Record<string, unknown> | undefined;
    if (isAppError(error)) {
      ({ code, statusCode: status, details } = error);
      fields = error.fields;
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      fields = error.validation.map((issue) => {
        const path = `${error.validationContext ?? 'body'}${issue.instancePath.replace(/\//g, '.')}`;
        // A shared schema may name a catalogue code as its message: the rule's own text then reaches the user.
        if (issue.message && errorCatalog[issue.message])
          return { path, issue: issue.message, message: errorMessage(issue.message, language) };
        return {
          path,
          issue: String(
            issue.params.issue && typeof issue.params.issue === 'object' && 'code' in issue.params.issue
              ? issue.params.issue.code
              : issue.keyword,
          ),
          message: issue.message ?? '',
        };
      });
      const catalogued = fields.find((field) => errorCatalog[field.issue]);
      code = catalogued?.issue ?? 'platform.validation_failed';
      status = errorCatalog[code]?.status ?? 400;
    } else if (error.statusCode && statusCodes[error.statusCode]) {
      status = error.statusCode;
      code = statusCodes[status] as string;
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      code = 'platform.validation_failed';
      details = { reason: error.message };
    } else {
      status = 500;
      code = 'platform.internal';
    }
    if (status >= 500) request.log.error({ err: error, code }, 'request failed');
    const message = errorMessage(code, language);
    const body: ApiError = {
      error: {
        code,
        message,
        requestId: request.id,
        ...(fields ? { fields } : {}),
        ...(details ? { details } : {}),
      },
    };
    // Management calls answer in the spec's ResultObject shape as well: `Error.ErrorMsg`.
    const envelope = request.url.startsWith('/api/man/')
      ? { Result: null, Error: { ErrorMsg: message, Code: code } }
      : {};
    // The error shape is sent as it is: a route's own response schema for that status (the token
    // endpoint's OAuth errors) must not turn a refusal into a serialisation failure (500).
    void reply
      .status(status)
      .serializer((payload: unknown) => JSON.stringify(payload))
      .send({ ...body, ...envelope });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/Token') {
      // The client routes by hash; any other path goes back to the root (spec 000, section 2).
      void reply.redirect('/');
      return;
    }
    const body: ApiError = {
      error: {
        code: 'platform.not_found',
        message: errorMessage('platform.not_found', requestLanguage(request)),
        requestId: request.id,
      },
    };
    void reply.status(404).send(body);
  });

  for (const module of modules) {
    await module.registerRoutes?.(app, deps);
  }
  return app;
}
