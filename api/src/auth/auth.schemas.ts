import { z } from 'zod';

/** Request shapes of the GoTrue subset; unknown keys (captcha, PKCE fields) are accepted and ignored. */

const email = z.string({ error: 'email is required' }).trim().min(1, 'email is required').max(254);
/**
 * May be empty: GoTrue answers an empty one itself (sign-up: "Signup requires a valid password"; sign-in:
 * invalid_credentials), and the service says the same.
 */
const password = z.string({ error: 'password must be a string' }).max(512).default('');

/** Sign-up metadata: the product reads name and is_over_18; other keys pass through to user_metadata. */
export const SignUpMetadata = z.looseObject({
  name: z.string().max(200).optional(),
  is_over_18: z.boolean().optional(),
});

export const SignUpBody = z.looseObject({
  email,
  password,
  data: SignUpMetadata.optional(),
});

export const TokenQuery = z.object({
  grant_type: z.enum(['password', 'refresh_token'], {
    error: 'grant_type must be password or refresh_token',
  }),
});

export const PasswordGrantBody = z.looseObject({ email, password });

export const RefreshGrantBody = z.looseObject({
  refresh_token: z
    .string({ error: 'refresh_token is required' })
    .min(1, 'refresh_token is required')
    .max(512),
});

export const UpdateUserBody = z.looseObject({
  email: email.optional(),
  password: z.string().max(512).optional(),
  data: SignUpMetadata.optional(),
});

export const LogoutQuery = z.object({
  scope: z
    .enum(['global', 'local', 'others'], { error: 'scope must be global, local or others' })
    .default('global'),
});

export const RecoverBody = z.looseObject({ email });

export const VerifyQuery = z.object({
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(512),
  type: z.string({ error: 'type is required' }).min(1).max(32),
  redirect_to: z.string().max(2048).optional(),
});

export const VerifyBody = z.looseObject({
  type: z.string({ error: 'type is required' }).min(1).max(32),
  token_hash: z.string().min(1).max(512).optional(),
  token: z.string().min(1).max(512).optional(),
  email: z.string().max(254).optional(),
});

export const OtpBody = z.looseObject({
  email: z.string().max(254).optional(),
  phone: z.string().max(32).optional(),
});

export const ResendBody = z.looseObject({
  type: z.enum(['signup', 'email_change', 'sms', 'phone_change'], {
    error: 'Missing one of these types: signup, email_change, sms, phone_change',
  }),
  email: email.optional(),
  phone: z.string().max(32).optional(),
});
