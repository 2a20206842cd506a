/** The booking form's own texts (/consultation): its fields, the page around it and the confirmation. */
export const CONSULTATION_TEXT = {
  lead: /*i18n*/ { id: 'consultation.text.lead', message: 'Free, with no obligation. Tell us what you want to study and we will call you.' },
  howItWorks: /*i18n*/ { id: 'consultation.text.howItWorks', message: 'How it works' },
  step1: /*i18n*/ { id: 'consultation.text.step1', message: 'Send this form: it takes two minutes.' },
  step2: /*i18n*/ { id: 'consultation.text.step2', message: 'A counsellor calls or e-mails you to confirm a time.' },
  step3: /*i18n*/ { id: 'consultation.text.step3', message: 'You talk through courses, costs, tests and visas, at the office or online.' },
  privacy: /*i18n*/ { id: 'consultation.text.privacy', message: 'We use your details only to arrange this consultation. Read our <0>privacy policy</0>.' },
  formTitle: /*i18n*/ { id: 'consultation.text.formTitle', message: 'Your details' },
  sending: /*i18n*/ { id: 'consultation.text.sending', message: 'Sending your booking…' },
  notSent: /*i18n*/ { id: 'consultation.text.notSent', message: 'Your booking was not sent.' },
  kept: /*i18n*/ { id: 'consultation.text.kept', message: 'Everything you typed is kept.' },
  tryAgain: /*i18n*/ { id: 'consultation.text.tryAgain', message: 'Try again' },
  consultancyError: /*i18n*/ { id: 'consultation.text.consultancyError', message: 'Consultancy: {message}' },
  sample: /*i18n*/ {
    id: 'consultation.text.sample',
    message:
      '<0>{name}</0> ({location}) is a sample listing, not a real consultancy<1/>: your request goes to our own counsellors, who will help you find a licensed one.',
  },
  bookingWith: /*i18n*/ { id: 'consultation.text.bookingWith', message: 'Booking with <0>{name}</0> ({location})' },
  fullName: /*i18n*/ { id: 'consultation.text.fullName', message: 'Full name' },
  email: /*i18n*/ { id: 'consultation.text.email', message: 'E-mail' },
  phone: /*i18n*/ { id: 'consultation.text.phone', message: 'Phone' },
  phoneHint: /*i18n*/ { id: 'consultation.text.phoneHint', message: 'Mobile (98XXXXXXXX) or landline (01-4XXXXXX); +977 optional' },
  destination: /*i18n*/ { id: 'consultation.text.destination', message: 'Preferred destination' },
  chooseDestination: /*i18n*/ { id: 'consultation.text.chooseDestination', message: 'Choose a destination' },
  studyLevel: /*i18n*/ { id: 'consultation.text.studyLevel', message: 'Study level' },
  chooseLevel: /*i18n*/ { id: 'consultation.text.chooseLevel', message: 'Choose a level' },
  message: /*i18n*/ { id: 'consultation.text.message', message: 'Message (optional)' },
  messageHint: /*i18n*/ { id: 'consultation.text.messageHint', message: 'Your course interests, budget or questions' },
  submitting: /*i18n*/ { id: 'consultation.text.submitting', message: 'Sending…' },
  submit: /*i18n*/ { id: 'consultation.text.submit', message: 'Book free consultation' },
  booked: /*i18n*/ { id: 'consultation.text.booked', message: 'Your consultation is booked' },
  thanks: /*i18n*/ { id: 'consultation.text.thanks', message: 'Thank you, {name}. A counsellor will call or e-mail you {within} to confirm the time.' },
  preferredDate: /*i18n*/ { id: 'consultation.text.preferredDate', message: 'Preferred date' },
  destinationShown: /*i18n*/ { id: 'consultation.text.destinationShown', message: 'Destination' },
  contact: /*i18n*/ { id: 'consultation.text.contact', message: 'Contact' },
  consultancy: /*i18n*/ { id: 'consultation.text.consultancy', message: 'Consultancy' },
  bookAgain: /*i18n*/ { id: 'consultation.text.bookAgain', message: 'Book another consultation' },
  referenceEmailed: /*i18n*/ {
    id: 'consultation.text.referenceEmailed',
    message:
      'Your booking reference is <0>{reference}</0>. A confirmation with your reference is on its way to {email}. With the reference and your e-mail address you can <1>check your booking’s status</1>.',
  },
  referenceNotEmailed: /*i18n*/ {
    id: 'consultation.text.referenceNotEmailed',
    message:
      'Your booking reference is <0>{reference}</0>. Please note it down: we have not e-mailed it to you. With the reference and your e-mail address you can <1>check your booking’s status</1>.',
  },
};

/** The destinations the form offers besides the five guides' countries (the value sent stays English). */
export const OTHER_DESTINATION_TEXT = {
  Ireland: /*i18n*/ { id: 'consultation.destination.ireland', message: 'Ireland' },
  Germany: /*i18n*/ { id: 'consultation.destination.germany', message: 'Germany' },
  Japan: /*i18n*/ { id: 'consultation.destination.japan', message: 'Japan' },
  Korea: /*i18n*/ { id: 'consultation.destination.korea', message: 'Korea' },
  'Not sure yet': /*i18n*/ { id: 'consultation.destination.notSure', message: 'Not sure yet' },
};

/** The study levels' names (the value sent stays English). */
export const STUDY_LEVEL_TEXT = {
  Diploma: /*i18n*/ { id: 'consultation.level.diploma', message: 'Diploma' },
  Bachelor: /*i18n*/ { id: 'consultation.level.bachelor', message: 'Bachelor' },
  Master: /*i18n*/ { id: 'consultation.level.master', message: 'Master' },
  PhD: /*i18n*/ { id: 'consultation.level.phd', message: 'PhD' },
  Certificate: /*i18n*/ { id: 'consultation.level.certificate', message: 'Certificate' },
};

/** The status page's own texts (/consultation/status). */
export const STATUS_TEXT = {
  formTitle: /*i18n*/ { id: 'bookingStatus.text.formTitle', message: 'Find your booking' },
  reference: /*i18n*/ { id: 'bookingStatus.text.reference', message: 'Booking reference' },
  referenceHint: /*i18n*/ { id: 'bookingStatus.text.referenceHint', message: 'The 8 characters from your confirmation, e.g. K7QX4M2P' },
  email: /*i18n*/ { id: 'bookingStatus.text.email', message: 'E-mail address' },
  emailHint: /*i18n*/ { id: 'bookingStatus.text.emailHint', message: 'The one you booked with' },
  checking: /*i18n*/ { id: 'bookingStatus.text.checking', message: 'Checking…' },
  check: /*i18n*/ { id: 'bookingStatus.text.check', message: 'Check status' },
  looking: /*i18n*/ { id: 'bookingStatus.text.looking', message: 'Looking up your booking…' },
  booking: /*i18n*/ { id: 'bookingStatus.text.booking', message: 'Booking <0>{reference}</0>' },
  status: /*i18n*/ { id: 'bookingStatus.text.status', message: 'Status' },
  dateAskedFor: /*i18n*/ { id: 'bookingStatus.text.dateAskedFor', message: 'Date asked for' },
  reviewLink: /*i18n*/ {
    id: 'bookingStatus.text.reviewLink',
    message: 'How was your consultation? <0>Review the consultancy you booked with</0> (once per booking).',
  },
  reviewed: /*i18n*/ { id: 'bookingStatus.text.reviewed', message: 'Thank you for your review of this booking.' },
  tryAgainMinute: /*i18n*/ { id: 'bookingStatus.text.tryAgainMinute', message: 'You can try again in {minutes} minute.' },
  tryAgainMinutes: /*i18n*/ { id: 'bookingStatus.text.tryAgainMinutes', message: 'You can try again in {minutes} minutes.' },
  noBooking: /*i18n*/ { id: 'bookingStatus.text.noBooking', message: 'No booking yet? <0>Book a free consultation</0>.' },
};

/** How a booking's status reads to the student. */
export const STUDENT_STATUS_TEXT = {
  new: /*i18n*/ { id: 'bookingStatus.status.new', message: 'Received: a counsellor will contact you soon' },
  contacted: /*i18n*/ { id: 'bookingStatus.status.contacted', message: 'In progress: a counsellor has contacted you' },
  closed: /*i18n*/ { id: 'bookingStatus.status.closed', message: 'Closed' },
};

/** The review form's own texts (/consultation/review). */
export const REVIEW_TEXT = {
  opening: /*i18n*/ { id: 'review.text.opening', message: 'Opening your review link…' },
  tryAgain: /*i18n*/ { id: 'review.text.tryAgain', message: 'Try again' },
  lookUp: /*i18n*/ { id: 'review.text.lookUp', message: 'Look up your booking' },
  sent: /*i18n*/ { id: 'review.text.sent', message: 'Thank you, your review was sent.' },
  sentNote: /*i18n*/ {
    id: 'review.text.sentNote',
    message: 'Our team reads every review before it is shown; yours will appear with your first name and the month.',
  },
  backTo: /*i18n*/ { id: 'review.text.backTo', message: 'Back to {name}' },
  formTitle: /*i18n*/ { id: 'review.text.formTitle', message: 'Your review of {name}' },
  intro: /*i18n*/ {
    id: 'review.text.intro',
    message:
      'Namaste {name}. Tell other students how your consultation went. Your review is shown with your first name and the month, never your e-mail address, once our team has read it.',
  },
  sending: /*i18n*/ { id: 'review.text.sending', message: 'Sending your review…' },
  notSent: /*i18n*/ { id: 'review.text.notSent', message: 'Your review was not sent.' },
  kept: /*i18n*/ { id: 'review.text.kept', message: 'Your text is kept.' },
  rating: /*i18n*/ { id: 'review.text.rating', message: 'Your rating (5 is best)' },
  experience: /*i18n*/ { id: 'review.text.experience', message: 'Your experience' },
  experienceHint: /*i18n*/ { id: 'review.text.experienceHint', message: 'What went well, what did not, and whether you would recommend them.' },
  submitting: /*i18n*/ { id: 'review.text.submitting', message: 'Sending…' },
  submit: /*i18n*/ { id: 'review.text.submit', message: 'Send review' },
};
