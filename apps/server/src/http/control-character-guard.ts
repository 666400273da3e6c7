import type { FastifyInstance } from 'fastify';
import { controlCharacterPaths } from '@stavka/domain/validation/control-characters';
import { encodeValidationMessage } from '@stavka/domain/validation/message-codec';
import { AppError } from './app-error';
import { FieldMessages } from './field-messages';

// The control-character rule (packages/domain/src/validation/control-characters.ts) for every
// route, whether or not its handler validates with a schema: path parameters, query and body are
// checked before any handler runs, so no text with a NUL reaches a query (where PostgreSQL fails
// with a 500) or a page. `validate()` applies the same rule to what it is given.

const message = encodeValidationMessage({ key: 'validation_control_characters' });

export function registerControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const fields = new FieldMessages();
    for (const input of [request.params, request.query, request.body]) {
      for (const path of controlCharacterPaths(input)) fields.add(path, message);
    }
    if (!fields.empty) throw new AppError('validation', 'Validation failed', fields.toRecord());
  });
}
