/** The shared request schemas the PWA validates with; one chunk, loaded on first use. */
export {
  AccountEmailSchema,
  AccountNameSchema,
  AccountPasswordSchema,
} from '#shared/schemas/account';
export {
  ForgotPasswordSchema,
  LoginSchema,
  PasswordResetSchema,
  RegisterSchema,
} from '#shared/schemas/auth';
export { ClaimCreateSchema, ReportCreateSchema } from '#shared/schemas/companies';
export { ContactMessageSchema } from '#shared/schemas/contact';
export { InvitationSendSchema } from '#shared/schemas/invitations';
export {
  AnswerCreateSchema,
  FaqCreateSchema,
  FaqUpdateSchema,
  QaVoteSchema,
  QuestionCreateSchema,
} from '#shared/schemas/questions';
export {
  ReplyCreateSchema,
  ReviewCreateSchema,
  ReviewFlagSchema,
  ReviewResponseSchema,
  ReviewUpdateSchema,
  VoteSchema,
} from '#shared/schemas/reviews';
