// Texts of the inquiry page (the storefront's own). The rules and their messages,
// which the server applies too, are in '@safari/contracts/inquiry-rules'.

export const INQUIRY_TEXTS = {
  heading: 'Trip Inquiry',
  intro: 'Fill the form and our travel experts will reach out with a tailored proposal.',
  submitting: 'Submitting...',
  failed: 'Failed to submit inquiry',
  network: 'Network error occurred',
  failureTitle: 'Submission Failed',
  failureDescription: 'Please try again or contact us directly.',
  successTitle: 'Inquiry Submitted Successfully!',
  successDescription: "We'll get back to you within 24 hours with a personalized proposal.",
  successAlert: 'Inquiry submitted successfully!',
  loadingDestinations: 'Loading destinations...',
  loadingLocations: 'Loading locations...',
} as const;
