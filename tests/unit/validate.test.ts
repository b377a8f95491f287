/**
 * validate() (api/middleware/validate.ts), the first step of every route: a schema or a schema
 * factory of the signed-in account, the first issue as a 422, and a route's own refusal mapping.
 */
import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Account } from '../../api/domain/rows';
import { AppError, BadRequestError } from '../../api/errors';
import { parseBody, validate } from '../../api/middleware/validate';

const res = {} as Response;
const request = (body: unknown, user?: Partial<Account>) => ({ body, user }) as unknown as Request;

async function run(handler: ReturnType<typeof validate>, req: Request) {
  const next = vi.fn<(error?: unknown) => void>();
  let thrown: unknown;
  try {
    await handler(req, res, next as unknown as NextFunction);
  } catch (error) {
    thrown = error;
  }
  return { next, thrown };
}

const ZName = z.strictObject({ name: z.string({ error: 'The Name field is required.' }).max(5) });

describe('validate', () => {
  it('hands the parsed body to the handler', async () => {
    const handler = vi.fn();
    const { next } = await run(validate(ZName, handler), request({ name: 'Ann' }));
    expect(handler).toHaveBeenCalledWith({ name: 'Ann' }, expect.anything(), res);
    expect(next).not.toHaveBeenCalled();
  });

  it('refuses the first issue as a 422 with its field, and never calls the handler', async () => {
    const handler = vi.fn();
    const { next } = await run(validate(ZName, handler), request({}));
    expect(handler).not.toHaveBeenCalled();
    const error = next.mock.calls[0]?.[0] as AppError;
    expect(error).toBeInstanceOf(AppError);
    expect([error.status, error.field, error.message]).toEqual([422, 'name', 'The Name field is required.']);
  });

  it('builds the schema for the signed-in account when given a factory', async () => {
    const factory = vi.fn((user: Account) => (user.isAdmin ? z.strictObject({ name: z.string() }) : ZName));
    const handler = vi.fn();
    await run(validate(factory, handler), request({ name: 'Too long a name' }, { isAdmin: true }));
    expect(handler).toHaveBeenCalledWith({ name: 'Too long a name' }, expect.anything(), res);
    const { next } = await run(validate(factory, handler), request({ name: 'Too long a name' }, { isAdmin: false }));
    expect((next.mock.calls[0]?.[0] as AppError).status).toBe(422);
  });

  it('a factory without a signed-in account is a 401, before any parsing', async () => {
    const factory = vi.fn(() => ZName);
    const { thrown } = await run(validate(factory, vi.fn()), request({ name: 'Ann' }));
    expect((thrown as AppError).status).toBe(401);
    expect(factory).not.toHaveBeenCalled();
  });

  it("uses the route's refusal when it has one", async () => {
    const refuse = vi.fn(() => new BadRequestError('That link is not valid.'));
    const { next } = await run(validate(ZName, vi.fn(), { refuse }), request({ name: 42 }));
    expect(refuse).toHaveBeenCalledWith({ field: 'name', message: 'The Name field is required.' });
    expect((next.mock.calls[0]?.[0] as AppError).status).toBe(400);
  });
});

describe('parseBody', () => {
  it('returns the parsed body or throws the 422', () => {
    expect(parseBody(ZName, request({ name: 'Ann' }))).toEqual({ name: 'Ann' });
    expect(() => parseBody(ZName, request({ name: 'Annabel' }))).toThrow(AppError);
  });
});
