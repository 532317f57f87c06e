import { useState } from 'react';
import { Alert, Button, ConfigProvider, Form, Input } from '@nivasa/ui/antd';
import { Rate } from '@nivasa/ui/antd-fields';
import type { ReviewInput } from '@nivasa/contracts/api';
import { reviewInputSchema } from '@nivasa/contracts/engagement-schema';
import { schemaRule } from '@nivasa/contracts/form-rules';
import { REVIEW_LIMITS } from '@nivasa/contracts/limits';
import { REVIEW_MESSAGES } from '@nivasa/contracts/engagement-messages';
import { MESSAGES } from '@nivasa/contracts/messages';
import { ApiRequestError, errorMessage } from '@nivasa/session/api-client';
import { antdTheme } from '@nivasa/ui/theme';
import { usePostReview } from '../api/use-post-review';
import { REVIEW_FORM_TEXT } from '../messages';

const REVIEW_FIELDS: ReadonlySet<string> = new Set<keyof ReviewInput>(['rating', 'comment']);

/**
 * The form's checks: a field left empty asks for it in the form's own words; a value the API
 * would refuse is refused with the contracts' review schema, in the API's words.
 */
const REVIEW_RULES = {
  rating: [{ required: true, message: REVIEW_FORM_TEXT.ratingRequired }, schemaRule(reviewInputSchema.shape.rating)],
  comment: [{ required: true, whitespace: true, message: REVIEW_FORM_TEXT.commentRequired }, schemaRule(reviewInputSchema.shape.comment)],
};

/**
 * Stars and a comment. The API's refusals of a field show under it in red, any other (a second
 * review) above the button; after a post the form starts over.
 */
export default function ReviewForm({ listingId }: { listingId: string }) {
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
    <ConfigProvider theme={antdTheme}>
      <Form<ReviewInput>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        onValuesChange={() => post.isSuccess && post.reset()}
        disabled={post.isPending}
      >
        <Form.Item label={REVIEW_FORM_TEXT.rating} name="rating" rules={REVIEW_RULES.rating} validateFirst style={{ marginBottom: 12 }}>
          <Rate tooltips={[...REVIEW_FORM_TEXT.ratingWords]} aria-label={REVIEW_FORM_TEXT.rating} />
        </Form.Item>
        <Form.Item label={REVIEW_FORM_TEXT.comment} name="comment" rules={REVIEW_RULES.comment} validateFirst>
          <Input.TextArea rows={4} maxLength={REVIEW_LIMITS.commentMaxLength} showCount placeholder={REVIEW_FORM_TEXT.commentPlaceholder} />
        </Form.Item>
        {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
        {post.isSuccess && <Alert type="success" showIcon title={REVIEW_MESSAGES.posted} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" size="large">
          {post.isPending ? MESSAGES.loading : REVIEW_FORM_TEXT.post}
        </Button>
      </Form>
    </ConfigProvider>
  );
}
