/**
 * Every user-facing string of the two specs' error catalogues, validation rules and empty states,
 * verbatim. UI, API and mocks import them from here so the wording cannot drift.
 */

// Sign in / sign up (subscriber spec sections 2, 5, 8)
export const EMAIL_AND_PASSWORD_REQUIRED_MESSAGE = 'Email and password are required';
export const NAME_REQUIRED_MESSAGE = 'Name is required';
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match';
export const PASSWORD_REQUIREMENTS_MESSAGE = 'Password does not meet the requirements';
export const OVER_18_REQUIRED_MESSAGE = 'You must confirm that you are over 18 years old';
export const SIGN_UP_NO_USER_MESSAGE = 'Sign up failed: No user data returned.';
export const SIGN_IN_NO_SESSION_MESSAGE = 'Sign in failed: No user or session data returned.';
export const SIGN_UP_NO_AUTO_SIGN_IN_MESSAGE =
  'Account created but unable to sign in automatically. Please try signing in.';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const EMAIL_NOT_CONFIRMED_MESSAGE = 'Please confirm your email address before signing in';
export const GENERIC_AUTH_ERROR_MESSAGE = 'An error occurred during authentication';

// Reset password
export const PASSWORD_MIN_8_MESSAGE = 'Password must be at least 8 characters long';
export const PASSWORD_CAPITAL_MESSAGE = 'Password must contain at least one capital letter';
export const PASSWORD_NUMBER_MESSAGE = 'Password must contain at least one number';
export const PASSWORD_SPECIAL_MESSAGE = 'Password must contain at least one special character';
/** The auth service's own minimum-length message (note the trailing full stop). */
export const AUTH_PASSWORD_MIN_LENGTH_MESSAGE = 'Password must be at least 8 characters long.';
export const RESET_REQUEST_FAILED_MESSAGE = 'Unable to send password reset email. Please try again later.';
export const RESET_REQUEST_SENT_MESSAGE =
  'If an account exists for this email, a password reset link has been sent. Please check your inbox.';
export const RESET_LINK_INVALID_MESSAGE =
  'Unable to reset password. The recovery link may be invalid or expired.';

// Forgot password
export const FORGOT_PASSWORD_EMAIL_REQUIRED_MESSAGE =
  'Please enter your email to receive a password reset link.';

// Change password
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Please enter your current password.';
export const NEW_PASSWORD_MIN_LENGTH_MESSAGE = 'New password must be at least 8 characters.';
export const NEW_PASSWORD_MISMATCH_MESSAGE = 'New password and confirmation do not match.';
export const MISSING_USER_EMAIL_MESSAGE = 'Missing user email.';
/** Shown under the change-password dialog (spec section 5, with the full stop). */
export const CURRENT_PASSWORD_INCORRECT_MESSAGE = 'Your current password is incorrect.';
export const PASSWORD_UPDATE_FAILED_MESSAGE = 'Failed to update password.';

// Delete account
export const DELETE_ACCOUNT_CONFIRM_MESSAGE =
  'Are you sure you want to delete your account? This action cannot be undone.';
export const DELETE_ACCOUNT_CANCELLED_MESSAGE = 'Account deletion cancelled.';
export const DELETE_ACCOUNT_FAILED_MESSAGE = 'Failed to delete account. Please try again later.';
export const DELETE_ACCOUNT_ERROR_MESSAGE = 'Failed to delete account.';

// Launch e-mail / marketing
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
export const SUBSCRIBE_FAILED_MESSAGE = 'Sign up failed. Please try again.';

// Prop feed and analysis
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again to continue.';
export const PERMISSION_MESSAGE =
  'You do not have permission to access this content. Please check your subscription.';
export const PROP_FEED_UNAVAILABLE_MESSAGE =
  "The prop feed isn't available right now. Please check back later.";
export const NO_BETS_FOR_PROP_TYPE_MESSAGE = 'No bets available for that prop type';
export const NO_PROPS_MESSAGE = 'No props available at the moment. Check back later for updates.';
export const NO_PLAYER_MATCHES_MESSAGE = 'No matches found';
export const PROP_NOT_FOUND_TITLE = 'Prop Not Found';
export const PROP_NOT_FOUND_MESSAGE =
  "We couldn't find the prop you're looking for. It may have been removed or the ID might be incorrect.";
export const NO_ANALYSIS_MESSAGE = 'No analysis available';
export const FREE_TRIAL_USED_MESSAGE = 'Free trial used.';
export const SCOUT_NEWS_UPGRADE_MESSAGE = 'Upgrade to Premium to receive NFL news';

// Scores and news
export const SCORES_FAILED_MESSAGE = 'Failed to load NFL scores';
export const NO_GAMES_MESSAGE = 'No games found.';
export const NO_NEWS_MESSAGE = 'No news available at the moment.';

// Contact
export const CONTACT_SUCCESS_MESSAGE = 'Message Sent! We will get back to you as soon as possible.';
export const CONTACT_FAILURE_MESSAGE = 'Oops! Something went wrong. Please try again.';

// Profile and plans
export const USER_DATA_LOAD_FAILED_MESSAGE = 'Failed to load user data';

// Checkout
export const CHECKOUT_NO_URL_MESSAGE = 'Failed to obtain a checkout URL.';
export const STRIPE_JS_FAILED_MESSAGE = 'Stripe.js failed to load.';
export const CHECKOUT_FAILED_MESSAGE = 'Failed to start the subscription process. Please try again.';

// Articles
export const ARTICLE_ID_MISSING_MESSAGE = 'Article ID is missing';
export const ARTICLE_NOT_FOUND_MESSAGE = 'Article not found';
export const ARTICLE_LOAD_FAILED_MESSAGE = 'Failed to load article';
export const NO_ARTICLES_MATCHING_MESSAGE = 'No articles found matching your criteria.';

// Router
export const UNEXPECTED_APPLICATION_ERROR_MESSAGE = 'Unexpected Application Error!';

// Admin: players
export const PLAYER_UPDATE_SUCCESS_MESSAGE = 'Player data updated successfully';
export const PLAYER_UPDATE_FAILED_MESSAGE = 'Failed to update player data';
export const PLAYER_UPDATE_ERROR_MESSAGE = 'An error occurred while updating the player data';

// Admin: prop lines
export const PROP_LINE_UPDATE_SUCCESS_MESSAGE = 'Prop line updated successfully';
export const PROP_LINE_UPDATE_FAILED_MESSAGE = 'Failed to update prop line';
export const PROP_LINE_UPDATE_ERROR_MESSAGE = 'An error occurred while updating the prop line';
export const PROP_LINE_DELETE_CONFIRM_MESSAGE =
  'Are you sure you want to delete this prop line? This action cannot be undone.';
export const PROP_LINE_DELETE_SUCCESS_MESSAGE = 'Prop line deleted successfully';
export const PROP_LINE_DELETE_FAILED_MESSAGE = 'Failed to delete prop line';
export const PROP_LINE_DELETE_ERROR_MESSAGE = 'An error occurred while deleting the prop line';

// Admin: AI picks (update as given; delete follows the same three patterns)
export const AI_PICK_UPDATE_SUCCESS_MESSAGE = 'AI pick updated successfully';
export const AI_PICK_UPDATE_FAILED_MESSAGE = 'Failed to update AI pick';
export const AI_PICK_UPDATE_ERROR_MESSAGE = 'An error occurred while updating the AI pick';
export const AI_PICK_DELETE_SUCCESS_MESSAGE = 'AI pick deleted successfully';
export const AI_PICK_DELETE_FAILED_MESSAGE = 'Failed to delete AI pick';
export const AI_PICK_DELETE_ERROR_MESSAGE = 'An error occurred while deleting the AI pick';

// Admin: articles (same three patterns)
export const ARTICLE_DELETE_SUCCESS_MESSAGE = 'Article deleted successfully';
export const ARTICLE_DELETE_FAILED_MESSAGE = 'Failed to delete article';
export const ARTICLE_DELETE_ERROR_MESSAGE = 'An error occurred while deleting the article';

// Admin: settings
export const SETTINGS_LOAD_FAILED_MESSAGE = 'Failed to load settings. Using defaults.';
export const SETTINGS_SAVE_FAILED_MESSAGE = 'Failed to save settings. Please try again.';
export const SETTINGS_SAVE_ERROR_MESSAGE = 'An error occurred while saving settings';
export const SETTINGS_RESET_CONFIRM_MESSAGE =
  'Are you sure you want to reset to default settings? This cannot be undone.';
export const SETTINGS_SAVED_MESSAGE = 'Settings saved successfully!';
export const DEFAULT_ROLE_ADMIN_REFUSED_MESSAGE =
  'New registrations cannot be made administrators. Make someone an admin by changing their role on the Users page.';
/** The answer (503) and the page subscribers get while the site is in maintenance mode. */
export const maintenanceMessage = (siteName: string): string =>
  `${siteName} is down for maintenance. Please check back soon.`;

// Admin: empty states
export const NO_PLAYERS_FOUND_MESSAGE = 'No players found. Try adjusting your search or filter criteria.';
export const NO_PROP_LINES_FOUND_MESSAGE =
  'No prop lines found. Try adjusting your search or filter criteria.';
export const NO_AI_PICKS_FOUND_MESSAGE = 'No AI picks found. Try adjusting your search or filter criteria.';
export const NO_ARTICLES_FOUND_MESSAGE = 'No articles found. Try adjusting your search or filter criteria.';
export const NO_SUBSCRIPTION_DATA_MESSAGE = 'No subscription data available';
export const NO_RECENT_ACTIVITY_MESSAGE = 'No recent activity';
export const SELECT_USER_MESSAGE = 'Select a user to view details';
export const SELECT_PLAYER_MESSAGE = 'Select a player to view details';
export const SELECT_PROP_LINE_MESSAGE = 'Select a prop line to view details';

// Shared
export const LOADING_TEXT = 'Loading...';
export const SAVING_TEXT = 'Saving...';
export const DELETING_TEXT = 'Deleting...';
export const LOGIN_COMING_SOON_TEXT = 'Login Coming Soon!';
