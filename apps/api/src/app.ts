import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { configurarZodPtBr } from '@rcc/domain';
import type { Config } from './config';
import type { Db } from './db/client';
import { registerAuth } from './http/auth-plugin';
import { contractSerializer, documentRoute } from './http/contract';
import type { Access } from './http/access';
import { frameworkErrors, registerErrorHandling } from './http/errors';
import { withSchemaComponents } from './http/openapi-components';
import { fastifyTrustProxy, warnUntrustedProxyHeaders } from './lib/trust-proxy';
import { LOG_REDACT } from './modules/auditoria/mask';
import { registerModules } from './modules';
import { databaseClock } from './modules/ctr/clock';
import { createJobs } from './modules/jobs';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

export interface RouteInfo {
  method: string;
  url: string;
  hasAccess: boolean;
  /** The declared access, read by the authorization matrix test (test/security). */
  access: Access | undefined;
}

// zod's own messages (a field without a custom message) in Brazilian Portuguese too (DESIGN: pt-BR everywhere).
configurarZodPtBr();

function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  return { ...(logger === true ? {} : logger), redact: LOG_REDACT };
}

export async function buildApp(opts: { db: Db; config: Config; logger?: FastifyServerOptions['logger'] }) {
  const app = Fastify({
    logger: withRedaction(opts.logger),
    trustProxy: fastifyTrustProxy(opts.config.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
    frameworkErrors,
    // onReady opens the job queue and reads the database clock: on the embedded database of a
    // loaded 2-core machine that took over Fastify's default 10 s (API tests failed to start).
    pluginTimeout: 60_000,
  });
  app.decorate('db', opts.db);
  app.decorate('config', opts.config);
  // Business time is the database's, the same for every instance (issue #18).
  const clock = databaseClock(opts.db);
  app.decorate('clock', clock);
  // The job queue: main.ts makes this process a worker (jobs.start()); tests run due jobs with runDue().
  app.decorate(
    'jobs',
    createJobs(opts.db, app.clock, app.log.child({ modulo: 'tarefas' }), {
      mailExpireMs: opts.config.mailLeaseMs,
      retencao: opts.config.retencao,
      publicUrl: opts.config.publicUrl,
    }),
  );
  app.addHook('onReady', async () => {
    await clock.start();
    await app.jobs.prepare();
  });
  app.addHook('onClose', async () => {
    clock.stop();
    await app.jobs.stop();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializer({ strict: process.env.NODE_ENV !== 'production' }));
  registerErrorHandling(app);
  warnUntrustedProxyHeaders(app, opts.config.trustProxy);

  // Every /api route must declare its access (DESIGN §3): refuse to start otherwise.
  const routes: RouteInfo[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const m of methods) {
      if (m === 'HEAD') continue;
      routes.push({
        method: m,
        url: route.url,
        hasAccess: Boolean(route.config?.access),
        access: route.config?.access,
      });
    }
    if (!route.config?.access && !route.url.startsWith('/api/docs')) {
      throw new Error(`Rota sem declaração de acesso: ${String(route.method)} ${route.url}`);
    }
    documentRoute(route);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        mediaSrc: ["'self'", 'https:'],
        fontSrc: ["'self'", 'data:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 30, fields: 200, parts: 250 },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'RCC — API',
        description: 'API do sistema de Controle de Transporte de Resíduos',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { authToken: { type: 'apiKey', in: 'header', name: 'auth-token' } },
      },
      security: [{ authToken: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: withSchemaComponents,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  registerAuth(app);

  await app.register(registerModules, { prefix: '/api' });

  // The built web app on the same port, with the SPA fallback for client routes.
  const dist = opts.config.webDist;
  const hasWeb = fs.existsSync(path.join(dist, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, { root: dist, wildcard: false, index: ['index.html'] });
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api') || req.method !== 'GET' || !hasWeb) {
      return reply
        .status(404)
        .send({ success: false, error: { type: 'NOT_FOUND', message: 'Recurso não encontrado.' } });
    }
    return reply.type('text/html').sendFile('index.html');
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeList: RouteInfo[];
  }
}
