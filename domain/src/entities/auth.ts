import { z } from 'zod';
import { UserId } from './common';

/** Metadata written at sign-up (hosted auth `data` field). */
export const AuthUserMetadata = z.looseObject({
  name: z.string().optional(),
  is_over_18: z.boolean().optional(),
});
export type AuthUserMetadata = z.infer<typeof AuthUserMetadata>;

export const AuthFactor = z.looseObject({
  id: z.string(),
  factor_type: z.enum(['totp', 'phone']),
  status: z.enum(['verified', 'unverified']),
});
export type AuthFactor = z.infer<typeof AuthFactor>;

export const AuthIdentity = z.looseObject({
  id: z.string(),
  identity_id: z.string().optional(),
  provider: z.string(),
  user_id: z.string().optional(),
});
export type AuthIdentity = z.infer<typeof AuthIdentity>;

/** The auth service's user object; loose because the service adds fields we do not read. */
export const AuthUser = z.looseObject({
  id: UserId,
  email: z.email().optional(),
  user_metadata: AuthUserMetadata,
  identities: z.array(AuthIdentity).optional(),
  factors: z.array(AuthFactor).optional(),
});
export type AuthUser = z.infer<typeof AuthUser>;

export const AuthSession = z.looseObject({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_at: z.number().int().optional(),
  expires_in: z.number().int(),
  token_type: z.string(),
  user: AuthUser,
  provider_token: z.string().nullish(),
  provider_refresh_token: z.string().nullish(),
});
export type AuthSession = z.infer<typeof AuthSession>;

/** What the sign-up form submits; the form rules live in rules/validation.ts. */
export const SignUpInput = z.object({
  name: z.string(),
  email: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
  isOver18: z.boolean(),
});
export type SignUpInput = z.infer<typeof SignUpInput>;
