import { useState } from 'react';
import { Alert, Button, Form, Input } from '@nivasa/ui/antd';
import { Rate } from '@nivasa/ui/antd-fields';
import type { ReviewInput } from '@nivasa/contracts/api';
import { reviewInputSchema } from '@nivasa/contracts/engagement-schema';
import { schemaRule } from '@nivasa/contracts/form-rules';
import { REVIEW_LIMITS } from '@nivasa/contracts/limits';
import type { Translation } from '@nivasa/contracts/languages';
import { ApiRequestError, errorMessage } from '@nivasa/session/api-client';
import { useText } from '@nivasa/session/language';
import { REVIEW_CATALOGUE } from '@nivasa/ui/engagement-catalogues';
import { MESSAGES_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { usePostReview } from '../api/use-post-review';
import { REVIEW_FORM_TEXT } from '../messages';
import { AntdTexts } from '@nivasa/ui/antd-texts';

const REVIEW_FIELDS: ReadonlySet<string> = new Set<keyof ReviewInput>(['rating', 'comment']);

/**
 * The form's checks: a field left empty asks for it in the form's own words; a value the API
 * would refuse is refused with the contracts' review schema, in the API's words.
 */
const reviewRules = (text: Translation<typeof REVIEW_FORM_TEXT.en>) => ({
  rating: [{ required: true, message: text.ratingRequired }, schemaRule(reviewInputSchema.shape.rating)],
  comment: [{ required: true, whitespace: true, message: text.commentRequired }, schemaRule(reviewInputSchema.shape.comment)],
});

/**
 * Stars and a comment. The API's refusals of a field show under it in red, any other (a second
 * review) above the button; after a post the form starts over.
 */
export default function ReviewForm({ listingId }: { listingId: string }) {
  const text = useText(REVIEW_FORM_TEXT);
  const messages = useText(MESSAGES_CATALOGUE);
  const reviewText = useText(REVIEW_CATALOGUE);
  const rules = reviewRules(text);
  const [form] = Form.useForm<ReviewInput>();
  const post = usePostReview(listingId);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = ({ rating, comment }: ReviewInput) => {
    setRefusal(null);
    post.mutate(
      { rating, comment: comment.trim() },
      {
        onSuccess: () => form.resetFields(),
        onError: (error) => {
          const fieldErrors = error instanceof ApiRequestError ? error.errors.filter(({ field }) => REVIEW_FIELDS.has(field)) : [];
          form.setFields(fieldErrors.map(({ field, message }) => ({ name: field as keyof ReviewInput, errors: [message] })));
          if (fieldErrors.length === 0) setRefusal(errorMessage(error));
        },
      },
    );
  };

  return (
    <AntdTexts>
      <Form<ReviewInput>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        onValuesChange={() => post.isSuccess && post.reset()}
        disabled={post.isPending}
      >
        <Form.Item label={text.rating} name="rating" rules={rules.rating} validateFirst style={{ marginBottom: 12 }}>
          <Rate tooltips={[...text.ratingWords]} aria-label={text.rating} />
        </Form.Item>
        <Form.Item label={text.comment} name="comment" rules={rules.comment} validateFirst>
          <Input.TextArea rows={4} maxLength={REVIEW_LIMITS.commentMaxLength} showCount placeholder={text.commentPlaceholder} />
        </Form.Item>
        {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
        {post.isSuccess && <Alert type="success" showIcon title={reviewText.posted} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" size="large">
          {post.isPending ? messages.loading : text.post}
        </Button>
      </Form>
    </AntdTexts>
  );
}
