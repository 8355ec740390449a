import type { RelationMappings } from 'objection';
import { TimestampedModel } from './BaseModel.ts';
import { Company } from './Company.ts';
import { QuestionAnswer } from './QuestionAnswer.ts';
import { User } from './User.ts';

export class Question extends TimestampedModel {
  static override tableName = 'questions';

  id!: number;
  companyId!: number;
  userId!: string | null;
  title!: string;
  content!: string;
  upvotes!: number;
  downvotes!: number;
  answerCount!: number;
  isAnswered!: boolean;
  /** `published`, or `hidden` by staff (then only staff see it). */
  status!: 'published' | 'hidden';

  company?: Company;
  user?: User | null;
  answers?: QuestionAnswer[];

  static override relationMappings = (): RelationMappings => ({
    company: {
      relation: TimestampedModel.BelongsToOneRelation,
      modelClass: Company,
      join: { from: 'questions.companyId', to: 'companies.id' },
    },
    user: {
      relation: TimestampedModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'questions.userId', to: 'users.id' },
    },
    answers: {
      relation: TimestampedModel.HasManyRelation,
      modelClass: QuestionAnswer,
      join: { from: 'questions.id', to: 'question_answers.questionId' },
    },
  });
}
