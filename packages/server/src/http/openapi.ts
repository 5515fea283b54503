import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PRODUCT_VERSION } from '@prosa/contract';
import { multipartDocSchema } from './multipart.js';

/** OpenAPI generated from the routes' zod schemas, served at `/docs` and `/docs/json`. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Prosa API', version: PRODUCT_VERSION },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // A multipart route's body is read by `readMultipart`, not by Fastify's validation, so its spec
    // is added to the document here rather than declared as the route's `body`.
    transform: (input) => {
      const multipart = input.route.config?.multipart;
      if (!multipart) return jsonSchemaTransform(input);
      return jsonSchemaTransform({ ...input, schema: { ...input.schema, consumes: ['multipart/form-data'], body: multipartDocSchema(multipart) } });
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
}
