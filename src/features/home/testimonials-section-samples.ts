import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

interface SampleTestimonial {
  id: string
  quote: MessageDescriptor
  author: MessageDescriptor
  role: MessageDescriptor
}

/**
 * The development samples, shown while VITE_TESTIMONIALS is unset (`testimonials` of `virtual:site` is null):
 * invented people, so a release build refuses them (src/config/release-checks.ts). A release shows
 * the operator's real, consented testimonials from a file, or none.
 */
export const SAMPLE_TESTIMONIALS: readonly SampleTestimonial[] = [
  {
    id: 'mariana',
    quote: msg({
      comment: 'Development sample testimonial quote: invented, for development and test builds only (a release build refuses the samples). Translate it as it is; never adapt it',
      message: 'The verse for my mood each morning has changed how I start the day. I feel less rushed and closer to God.',
    }),
    author: msg({ comment: 'Development sample testimonial author: an invented first name and initial, for development and test builds only (a release build refuses the samples). Keep it as it is; never adapt it', message: 'Mariana S.' }),
    role: msg({ comment: 'Development sample testimonial author role: invented, for development and test builds only (a release build refuses the samples). Translate it as it is; never adapt it', message: 'Nurse and mother of two' }),
  },
  {
    id: 'daniel',
    quote: msg({
      comment: 'Development sample testimonial quote: invented, for development and test builds only (a release build refuses the samples). Translate it as it is; never adapt it',
      message: 'I downloaded the meditations before a long trip and prayed with them on the plane. Simple and beautiful.',
    }),
    author: msg({ comment: 'Development sample testimonial author: an invented first name and initial, for development and test builds only (a release build refuses the samples). Keep it as it is; never adapt it', message: 'Daniel R.' }),
    role: msg({ comment: 'Development sample testimonial author role: invented, for development and test builds only (a release build refuses the samples). Translate it as it is; never adapt it', message: 'Engineer' }),
  },
  {
    id: 'esther',
    quote: msg({
      comment: 'Development sample testimonial quote: invented, for development and test builds only (a release build refuses the samples). Translate it as it is; never adapt it',
      message: 'Our small group shares prayer requests in the community. Knowing others pray for me means a lot.',
    }),
    author: msg({ comment: 'Development sample testimonial author: an invented first name and initial, for development and test builds only (a release build refuses the samples). Keep it as it is; never adapt it', message: 'Esther L.' }),
    role: msg({ comment: 'Development sample testimonial author role: invented, for development and test builds only (a release build refuses the samples). Translate it as it is; never adapt it', message: 'Small group leader' }),
  },
]
