import { AnswerValidator } from '../openapi/answerValidator.ts';
import { buildOpenApiDocument } from '../openapi/buildDocument.ts';
import { createApiRouter } from '../routes/index.ts';

let validator: AnswerValidator | undefined;

/** The validator of the real API's document, built once per test file. */
export function apiAnswerValidator(): AnswerValidator {
  validator ??= new AnswerValidator(buildOpenApiDocument(createApiRouter()));
  return validator;
}
