import { z } from 'zod';
import { TwoFactorCodeSchema, TwoFactorEnrolSchema } from '#shared/schemas/twoFactor';

export const TwoFactorEnrolRequestSchema = z.object({ body: TwoFactorEnrolSchema });
export const TwoFactorCodeRequestSchema = z.object({ body: TwoFactorCodeSchema });
