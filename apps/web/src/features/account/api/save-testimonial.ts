import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/save-testimonal {comments} (the original's spelling): kept until staff approve it. */
const saveTestimonial = async (comments: string) =>
  (await apiRequest<null>('/save-testimonal', { method: 'POST', body: { comments } })).message;

export const useSaveTestimonial = () => useMutation({ mutationFn: saveTestimonial });
