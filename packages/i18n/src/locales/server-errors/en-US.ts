// What the server said, in the user's language (the web app's server error helper): keyed by the
// code an error names, its `details.reason` when it has one (lower case), else its `code`
// (a status name, upper case). Figures come from the error's details, each `…Bytes` also as
// `…Megabytes` and each `…Pixels` as `…Megapixels`. A code missing here shows the server's own
// English text. American English is the reference: the other locales of this folder fill the
// same shape.
export const serverErrorMessagesEnUS = {
  serverErrors: {
    order_not_draft: 'The order has been paid: it takes no more items.',
    variant_not_found: 'This product variant is not offered.',
    variant_out_of_stock: 'This product variant is out of stock. Choose another size or color.',
    order_empty: 'The order has no items yet.',
    print_file_failed: 'A print file of this order could not be rendered. Start a new order without it.',
    print_file_rendering: 'The print files are still being rendered. Try again in a moment.',
    extension_not_recognised: 'File extension not recognised.',
    type_not_supported: 'File type not supported.',
    content_safety: 'This file violates our content safety rules. If you disagree, please contact us.',
    file_too_large: 'The file is too large: at most {{limitMegabytes, number}} MB are accepted.',
    image_too_large:
      'The image is too large: {{width, number}} × {{height, number}} pixels, at most {{limitMegapixels, number}} megapixels are accepted.',
    upload_unreadable: 'The upload could not be read. Please try again.',
    upload_unexpected_part: 'The upload holds something other than the file. Please choose the file again.',
    upload_empty: 'The upload holds no file. Please choose the file again.',
    file_project_not_found: 'The project this file was meant for was not found.',
    file_project_owner_only: 'Only the owner can add files to this project.',
    file_template_not_found: 'The template this file was meant for was not found.',
    file_owner_missing: 'A file belongs to either a project or a template.',
    storage_quota_exceeded:
      'This file would exceed your storage quota of {{quotaMegabytes, number}} MB: {{usedMegabytes, number}} MB are in use. Delete files you no longer need and try again.',
    job_target_not_found: 'What this job should work on was not found.',
    job_started: 'Files can be added to a job only before it starts.',
    template_project_version_not_found: 'The template this project was meant to start from was not found.',
    project_owner_only: 'Only the owner can change this project.',
    project_history_owner_only: 'Only the owner can see this project’s history.',
    UNAUTHENTICATED: 'Please sign in to continue.',
    RESOURCE_EXHAUSTED: 'Too many requests. Please wait a moment and try again.',
    URI_TOO_LONG: 'The address is too long.',
    HEADERS_TOO_LARGE: 'The request headers are too large.',
    PAYLOAD_TOO_LARGE: 'What you sent is too large.',
    DEADLINE_EXCEEDED: 'The server did not answer in time. Please try again.',
    UNAVAILABLE: 'The server cannot be reached right now. Please try again later.',
    INTERNAL: 'An internal error occurred on our end. Please try again later.',
  },
};

export type ServerErrorMessages = typeof serverErrorMessagesEnUS;
