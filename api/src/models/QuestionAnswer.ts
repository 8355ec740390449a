import type { RelationMappings } from 'objection';
import { TimestampedModel } from './BaseModel.ts';
import { Question } from './Question.ts';
import { User } from './User.ts';

export class QuestionAnswer extends TimestampedModel {
  static override tableName = 'question_answers';

  id!: number;
  questionId!: number;
  userId!: string | null;
  content!: string;
  upvotes!: number;
  downvotes!: number;
  isAccepted!: boolean;
  /** `published`, or `hidden` by staff. */
  status!: 'published' | 'hidden';
  /** Written by the company's claimed owner (the "Owner" mark), fixed when written. */
  isOwner!: boolean;

  question?: Question;
  user?: User | null;

  static override relationMappings = (): RelationMappings => ({
    question: {
      relation: TimestampedModel.BelongsToOneRelation,
      modelClass: Question,
      join: { from: 'question_answers.questionId', to: 'questions.id' },
    },
    user: {
      relation: TimestampedModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'question_answers.userId', to: 'users.id' },
    },
  });
}
