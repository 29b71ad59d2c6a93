import { gatewayErrorCodes, type ErrorBody } from '@atelier/contracts';
import { httpStatusOf, isServiceError, type Logger } from '@atelier/platform';
import type { ErrorRequestHandler, Response } from 'express';
import { ZodError } from 'zod';

export function sendError(
  response: Response,
  status: number,
  code: string,
  message: string,
  details?: Record<string, unknown>,
): void {
  const body: ErrorBody = { error: { code, message, ...(details ? { details } : {}) } };
  response.status(status).json(body);
}

interface BodyParserError {
  type?: string;
  status?: number;
  statusCode?: number;
}

/**
 * The one place where anything thrown while answering becomes the JSON error body. Known errors
 * keep their message; anything else is logged with its stack and leaves as a generic message,
 * so no stack trace, SQL or file path ever reaches a client.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, request, response, next) => {
    if (response.headersSent) {
      next(error);
      return;
    }
    if (isServiceError(error)) {
      const status = httpStatusOf(error.code);
      if (status >= 500)
        logger.warn({ code: error.code, err: error.message, path: request.path }, 'service error');
      sendError(response, status, error.code, error.message, error.details);
      return;
    }
    if (error instanceof ZodError) {
      const fields: Record<string, string> = {};
      for (const issue of error.issues) fields[issue.path.join('.') || '(body)'] = issue.message;
      sendError(
        response,
        400,
        gatewayErrorCodes.malformedBody,
        `Invalid request: ${Object.entries(fields)
          .map(([field, message]) => `${field}: ${message}`)
          .join('; ')}`,
        { fields },
      );
      return;
    }
    const parserError = error as BodyParserError;
    if (parserError?.type === 'entity.parse.failed') {
      sendError(response, 400, gatewayErrorCodes.malformedBody, 'The request body is not valid JSON.');
      return;
    }
    if (parserError?.type === 'entity.too.large') {
      sendError(response, 413, gatewayErrorCodes.payloadTooLarge, 'The request body is too large.');
      return;
    }
    if (parserError?.type === 'encoding.unsupported' || parserError?.type === 'charset.unsupported') {
      sendError(
        response,
        415,
        gatewayErrorCodes.malformedBody,
        'The request body uses an unsupported encoding.',
      );
      return;
    }
    logger.error({ err: error, path: request.path }, 'request failed');
    sendError(
      response,
      500,
      gatewayErrorCodes.internal,
      'Internal error on our end. Please try again later.',
    );
  };
}
