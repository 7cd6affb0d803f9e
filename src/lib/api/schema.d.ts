/**
 * The API as /api/openapi.json describes it, for the browser code: written by `npm run api:types`
 * (openapi-typescript), checked by tests/surface/api-types.test.ts. Do not edit.
 */
export interface paths {
  '/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether this instance answers (for load balancers and monitors) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Up */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Health'];
          };
        };
        400: components['responses']['BadRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/location': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Portugal's 18 districts and the 2 autonomous regions */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Mainland districts alphabetically, then the autonomous regions */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Location'][];
          };
        };
        400: components['responses']['BadRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/location/location-child': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The municipalities of a district or region */
    get: {
      parameters: {
        query: {
          locationId: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Municipalities alphabetically */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Municipality'][];
          };
        };
        400: components['responses']['BadRequest'];
        404: components['responses']['NotFound'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/location/country': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Countries with their dial codes, Portugal first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Portugal, then every other country alphabetically (Portuguese names) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Country'][];
          };
        };
        400: components['responses']['BadRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/user-type': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Account types offered at registration */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description User types */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['UserType'][];
          };
        };
        400: components['responses']['BadRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/species': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Animal species */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Species */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Species'][];
          };
        };
        400: components['responses']['BadRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/breed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Breeds, optionally of one species */
    get: {
      parameters: {
        query?: {
          /** @description Species code; an unknown one gives an empty list */
          species?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Breeds alphabetically */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Breed'][];
          };
        };
        400: components['responses']['BadRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/signup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create an account
     * @description Password rules: at least 8 characters, a letter and a digit, any printable character (the six specials the specification names, ! @ # $ & *, and also - _ . and the rest; no tabs or line breaks; decision 206). The municipality (childLocationId) must belong to the district (locationId). A phone without phoneCountry is Portuguese. dgavNumber (optional, up to 40 letters, digits, spaces and . / -; `profile.error.invalid-dgav` otherwise) is a breeder's registration number at the DGAV, which a breeder's adverts need (decision 201).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['Signup'];
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            /** @description `device=<random>; HttpOnly; SameSite=Strict; Max-Age=31536000` when the request carried no `device` cookie: the server keeps its SHA-256 with the account for 30 days (decision 196) */
            'Set-Cookie'?: string;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              uid: string;
            };
          };
        };
        400: components['responses']['BadRequest'];
        /** @description Conflict with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/validate-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether an email address is still free */
    get: {
      parameters: {
        query: {
          email: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Availability */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              available: boolean;
            };
          };
        };
        400: components['responses']['BadRequest'];
        429: components['responses']['TooManyRequests'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/confirm-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm an e-mail address with the token of the mailed link
     * @description The link of the confirmation mail (`/confirm-email?token=…`) is valid 48 hours and names the account and its address; opening it twice is harmless. Until confirmed an account cannot publish an advert and its reports weigh nothing toward a hold (decision 174).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['EmailConfirmation'];
        };
      };
      responses: {
        /** @description Confirmed (already: it was confirmed before) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['EmailConfirmed'];
          };
        };
        /** @description `confirm-email.error.invalid-link`: unknown, expired, or for an address the account no longer has */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/confirm-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail the signed-in person a new confirmation link
     * @description Limited to 5 an hour per account. 409 `confirm-email.error.already-confirmed` when there is nothing to confirm.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Mailed */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Ok'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `confirm-email.error.already-confirmed`: the address is confirmed */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        429: components['responses']['TooManyRequests'];
        /** @description A service the call needs (mail) is unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/authenticate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['Credentials'];
        };
      };
      responses: {
        /** @description Signed in */
        200: {
          headers: {
            /** @description `device=<random>; HttpOnly; SameSite=Strict; Max-Age=31536000` when the request carried no `device` cookie: the server keeps its SHA-256 with the account for 30 days (decision 196) */
            'Set-Cookie'?: string;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Token'];
          };
        };
        400: components['responses']['BadRequest'];
        /** @description `login-dialog.msg.incorrect-login`: no account with this email and password */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `auth.error.suspended`: the password is right but the moderators suspended the account (decision 150); `errors.reason` carries the moderator's words and `errors.until` the end (ISO, 9999-12-31 for good) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Mail a password recovery link (the specification's call)
     * @description Sends a mail with `/user/password-recover?ticket=…` (valid one hour, single use). 404 `login-dialog.password-recover.msg.incorrect-email` when no account has that email (or it is malformed). Limited per address (10 an hour) and per address and account (5 an hour), never per account alone: an account gets at most one new mail per 20 minutes while its last link is unused, and a request past that answers the same 200 without sending, so a stranger cannot keep the owner from recovering (decision 057). Kept for the specification's client; the site's form uses the POST, which another site cannot send from a visitor's browser.
     */
    get: {
      parameters: {
        query: {
          email: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Mail sent (or a recent link is still unused) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Ok'];
          };
        };
        400: components['responses']['BadRequest'];
        /** @description `login-dialog.password-recover.msg.incorrect-email`: no account has this email, or it is malformed */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        429: components['responses']['TooManyRequests'];
        /** @description A service the call needs (mail) is unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /**
     * Mail a password recovery link
     * @description Sends a mail with `/user/password-recover?ticket=…` (valid one hour, single use). 404 `login-dialog.password-recover.msg.incorrect-email` when no account has that email (or it is malformed). Limited per address (10 an hour) and per address and account (5 an hour), never per account alone: an account gets at most one new mail per 20 minutes while its last link is unused, and a request past that answers the same 200 without sending, so a stranger cannot keep the owner from recovering (decision 057). Same answers as the GET, with the email in a JSON body: a JSON POST needs a CORS preflight, so no other site can make its visitors spend an account's recovery mails.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ForgotPassword'];
        };
      };
      responses: {
        /** @description Mail sent (or a recent link is still unused) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Ok'];
          };
        };
        400: components['responses']['BadRequest'];
        /** @description `login-dialog.password-recover.msg.incorrect-email`: no account has this email, or it is malformed */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
        /** @description A service the call needs (mail) is unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/recover-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a new password with a recovery ticket
     * @description Ends every session of the account. 498 when the ticket is unknown, used or expired.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['RecoverPassword'];
        };
      };
      responses: {
        /** @description Password changed */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Ok'];
          };
        };
        400: components['responses']['BadRequest'];
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
        /** @description Invalid, used or expired ticket */
        498: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/authrefresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A fresh token for a still-valid one; the old one is retired
     * @description The token sent is retired (decision 097): it answers 401 from 30 seconds after the refresh, a grace that lets calls already sent with it, and other tabs refreshing the same token, finish. The new token keeps the version, so it dies with logout, a password change or a recovery like any other.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description New token */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Token'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign out: this token and every other token of the account stop working
     * @description Ends every session of the account (decision 093): the token version moves, so this token and any other one issued before answer 401 from now on, and live real-time (STOMP) sessions are closed with an ERROR frame. The site deletes its cookies first, then calls it. Limited per address (not per account), so a stolen token cannot keep the owner from signing out. Every answer to a call that carries a bearer token, 401 and 429 included, has `Clear-Site-Data: "cache", "storage"`: the browser drops its HTTP cache and the site's storage, service worker and push subscription with it (decision 195).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Signed out everywhere */
        204: {
          headers: {
            /** @description What this browser clears of the site */
            'Clear-Site-Data'?: '"cache", "storage"';
            [name: string]: unknown;
          };
          content?: never;
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/notification/count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many of my notifications are unread */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Unread count */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': number;
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/notification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My notifications, newest first */
    get: {
      parameters: {
        query?: {
          /** @description From 0 */
          page?: string;
          /** @description 1 to 100, default 20 */
          size?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A page */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['NotificationPage'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/notification/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark all my notifications as read */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description All marked as read */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/notification/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Mark one of my notifications as read
     * @description Another user's key answers 404, exactly like an unknown one.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          key: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Marked as read */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        404: components['responses']['NotFound'];
        429: components['responses']['TooManyRequests'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/admin/notification/global': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a GLOBAL notification to every user (admin)
     * @description Stored with the keys notification.GLOBAL.title/message; the text travels in params.title/params.message.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['GlobalNotification'];
        };
      };
      responses: {
        /** @description Sent; how many users got it */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              recipients: number;
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        403: components['responses']['Forbidden'];
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/article': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Published articles, newest first */
    get: {
      parameters: {
        query?: {
          /** @description From 0 */
          page?: string;
          /** @description 1 to 50, default 9 */
          size?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A page of articles */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ArticlePage'];
          };
        };
        400: components['responses']['BadRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/article/{referenceKey}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One published article with related ones */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          referenceKey: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The article */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Article'];
          };
        };
        400: components['responses']['BadRequest'];
        404: components['responses']['NotFound'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/admin/article/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Render Markdown exactly as it would be published (editor or admin) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['PreviewRequest'];
        };
      };
      responses: {
        /** @description Sanitised HTML */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Preview'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        403: components['responses']['Forbidden'];
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/admin/article': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every article, drafts first (editor or admin) */
    get: {
      parameters: {
        query?: {
          /** @description From 0 */
          page?: string;
          /** @description 1 to 50, default 9 */
          size?: string;
          status?: 'DRAFT' | 'PUBLISHED';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A page of articles */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ManagedArticlePage'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        403: components['responses']['Forbidden'];
      };
    };
    put?: never;
    /**
     * Write an article (editor or admin)
     * @description Publishing (the default) notifies every user with ARTICLE_CREATED, referenceKey = the new key, in the same transaction.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['NewArticle'];
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PublishResult'];
          };
        };
        /** @description Invalid input as for any call (`validation-error`, `malformed-json`), or `image.error.invalid-image` (also under errors.coverImage): not an image */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        401: components['responses']['Unauthorized'];
        403: components['responses']['Forbidden'];
        /** @description `payload-too-large`: the body is over 15 MB; or `image.error.image-too-large` (also under errors.coverImage) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `unsupported-media-type`: the body is not JSON; or `image.error.unsupported-image-type` (also under errors.coverImage): not JPEG, PNG, WebP or AVIF */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `image.error.image-too-small` (also under errors.coverImage): too small to show */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/admin/article/{referenceKey}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An article with its Markdown, drafts included (editor or admin) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          referenceKey: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The article */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['EditableArticle'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
      };
    };
    /**
     * Change an article (editor or admin)
     * @description Only the fields sent change. The reference key never changes.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          referenceKey: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ArticleChanges'];
        };
      };
      responses: {
        /** @description Changed */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              referenceKey: string;
            };
          };
        };
        /** @description Invalid input as for any call (`validation-error`, `malformed-json`), or `image.error.invalid-image` (also under errors.coverImage): not an image */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        401: components['responses']['Unauthorized'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        /** @description `payload-too-large`: the body is over 15 MB; or `image.error.image-too-large` (also under errors.coverImage) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `unsupported-media-type`: the body is not JSON; or `image.error.unsupported-image-type` (also under errors.coverImage): not JPEG, PNG, WebP or AVIF */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `image.error.image-too-small` (also under errors.coverImage): too small to show */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        429: components['responses']['TooManyRequests'];
      };
    };
    post?: never;
    /** Delete an article and its cover (editor or admin) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          referenceKey: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        429: components['responses']['TooManyRequests'];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/admin/article/{referenceKey}/publish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Publish a draft (editor or admin)
     * @description The first publication notifies every user (ARTICLE_CREATED); publishing again after unpublishing does not.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          referenceKey: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Published */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PublishResult'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        429: components['responses']['TooManyRequests'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/admin/article/{referenceKey}/unpublish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Take an article off the blog (editor or admin) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          referenceKey: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Back to draft */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PublishResult'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        429: components['responses']['TooManyRequests'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/admin/info-page': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every information page with its state (editor or admin) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The pages, in footer order */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['InfoPageSummary'][];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        403: components['responses']['Forbidden'];
      };
    };
    put?: never;
    /**
     * Write a new information page (editor or admin)
     * @description Keeps revision 1. Live at /{slug} at once unless `publish` is false.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['NewInfoPage'];
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['InfoPageWriteResult'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        403: components['responses']['Forbidden'];
        /** @description `info-page.error.slug-taken` (also under errors.slug): a page already has this address */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/admin/info-page/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Render Markdown exactly as an information page would show it (editor or admin) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['InfoPagePreviewRequest'];
        };
      };
      responses: {
        /** @description Sanitised HTML */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['InfoPagePreview'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        403: components['responses']['Forbidden'];
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/admin/info-page/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One information page with its Markdown, drafts included (editor or admin) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          slug: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The page */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['EditableInfoPage'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
      };
    };
    /**
     * Change an information page (editor or admin)
     * @description Only the fields sent change; a change keeps a revision (none when nothing changed). A live page changes at once and is dated today. A shipped file becomes an edited page. The address never changes.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          slug: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['InfoPageChanges'];
        };
      };
      responses: {
        /** @description Changed */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['InfoPageWriteResult'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        /** @description `conflict`: another save of this page happened at the same moment; save again */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/admin/info-page/{slug}/publish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Put an information page live, dated today (editor or admin) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          slug: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Live */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['InfoPageWriteResult'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        429: components['responses']['TooManyRequests'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/admin/info-page/{slug}/unpublish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Take an information page off the site; its address then leads home (editor or admin) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          slug: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Off the site */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['InfoPageWriteResult'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        429: components['responses']['TooManyRequests'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/admin/info-page/{slug}/revisions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every revision of an information page, newest first (editor or admin) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          slug: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The revisions; empty for an untouched file */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['InfoPageRevision'][];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/admin/info-page/{slug}/revisions/{number}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Make an earlier revision the page again, as a new revision (editor or admin) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          slug: string;
          number: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Restored */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['InfoPageWriteResult'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        /** @description `conflict`: another save of this page happened at the same moment; try again */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/admin/info-page/{slug}/restore-shipped': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Go back to the text shipped with the code, live (editor or admin)
     * @description The saved page goes and the file is the page again; the history keeps a revision of its text.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          slug: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Back to the shipped text */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['InfoPageWriteResult'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        /** @description `info-page.error.not-shipped`: no file of this address ships with the code */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user-profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in person */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Profile */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['OwnProfile'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
      };
    };
    /**
     * Change own profile fields
     * @description Only the fields sent change; null clears an optional field. Email, role and certification are not editable here. Changing the district without a municipality clears the municipality.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ProfilePatch'];
        };
      };
      responses: {
        /** @description The updated profile */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['OwnProfile'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/account/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change the password (the current one is required)
     * @description Same rules as registration. Every other session ends; the answer carries a new token for this one. 400 with errors.currentPassword `profile.password.wrong-current` when the current password is wrong.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['PasswordChange'];
        };
      };
      responses: {
        /** @description Changed; a fresh token */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              token: string;
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/account/avatar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Upload a new avatar (base64)
     * @description Refused above 4980 KB by the specification's base64 estimate (413 `profile.avatar.error.image-too-large`). Re-encoded square in web sizes.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AvatarUpload'];
        };
      };
      responses: {
        /** @description The updated profile */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['OwnProfile'];
          };
        };
        /** @description Invalid input as for any call (`validation-error`, `malformed-json`), or `profile.avatar.error.invalid-image` (also under errors.image): not an image */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        401: components['responses']['Unauthorized'];
        /** @description `payload-too-large`: the body is over 8 MB; or `profile.avatar.error.image-too-large` (also under errors.image) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `unsupported-media-type`: the body is not JSON; or `profile.avatar.error.unsupported-image-type` (also under errors.image): not JPEG, PNG, WebP or AVIF */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `profile.avatar.error.image-too-small` (also under errors.image): too small to show */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        429: components['responses']['TooManyRequests'];
      };
    };
    post?: never;
    /** Back to the default avatar */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The updated profile */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['OwnProfile'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        429: components['responses']['TooManyRequests'];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/account/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download everything held about me (JSON)
     * @description Profile, breeds bred, sales with photos, favourites, visits asked and received, visiting hours, notifications, articles written and the messages the person wrote in conversations.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The export (an attachment) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountExport'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        429: components['responses']['TooManyRequests'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/account/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delete my account and everything personal with it
     * @description Requires the password. Sales (with photos, favourites and visits), favourites, visits, notifications and files go; articles stay without an author; messages lose their text and the other person sees "conta eliminada". Every token of the account stops working.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AccountDeletion'];
        };
      };
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/breeders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Breeder cards, certified breeders first
     * @description Never an email or a phone: the full public card with the phone (when shown) is GET /public/user-profile?uid=.
     */
    get: {
      parameters: {
        query?: {
          /** @description From 0 */
          page?: string;
          /** @description 1 to 48, default 12 */
          size?: string;
          /** @description District or autonomous region id */
          locationId?: string;
          species?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A page of breeders */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['BreederPage'];
          };
        };
        400: components['responses']['BadRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/user-profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A user's public card (breeder card)
     * @description Never the email; the phone only when the user chose to show it.
     */
    get: {
      parameters: {
        query: {
          uid: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Public card */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PublicProfile'];
          };
        };
        400: components['responses']['BadRequest'];
        404: components['responses']['NotFound'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/certification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My certification: whether it is on and until when, whether I can apply, my latest application */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description My certification */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MyCertification'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
      };
    };
    put?: never;
    /**
     * Apply for certification with the DGAV number, up to three documents and the premises described
     * @description Breeders only (403 `certification.error.breeders-only`); one application waits at a time (409 `certification.error.pending`), and a certification is renewed from 30 days before it ends (409 `certification.error.still-valid`). The DGAV number as the certificate writes it (`123456`, `1234/2024`, `DGAV-123456`; errors.dgavNumber `certification.error.dgav-format`), the premises in 30–1000 characters, 1 to 3 documents (PDF, JPEG, PNG or WebP recognised by their bytes, at most 4 MB each), kept private: only the applicant and staff can read them.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['CertificationInput'];
        };
      };
      responses: {
        /** @description Filed: it waits in the moderators’ queue */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CertificationApplication'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `certification.error.breeders-only` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `certification.error.pending` or `certification.error.still-valid` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/certification/document/{uid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One document of an application, for its applicant and staff
     * @description Images inline, PDFs as a download; never cached. 404 `not-found` for anyone else, as for a document that does not exist.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The document as it was sent */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': string;
            'image/jpeg': string;
            'image/png': string;
            'image/webp': string;
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `not-found` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/admin/certification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Waiting applications for certification, oldest first, but the caller's own (decision 194) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The applications */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CertificationQueueEntry'][];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        403: components['responses']['Forbidden'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/admin/certification/{uid}/decision': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve or refuse an application, with a reason the breeder reads
     * @description APPROVE certifies the breeder for 12 months (a renewal adds them to what is left) and makes the DGAV number checked their profile's; their approved adverts carry the badge at once. REFUSE leaves them as they were. Either way the breeder is mailed the reason and the moderation log keeps it. 409 `certification.error.decided` when already answered.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['CertificationDecisionInput'];
        };
      };
      responses: {
        /** @description Answered */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CertificationApplication'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `forbidden`: the call needs a role the session's account does not have; `moderation.error.own-case`: the application is the caller's own, so another member of staff decides */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `certification.error.not-found` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `certification.error.decided`: already answered */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/admin/user/{uid}/certification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * End a breeder's certification before its time; their approved sales lose the badge
     * @description Certification is granted only by approving an application (decision 176): `certified: true` answers 400 `certification.error.apply-first`. 409 `certification.error.not-certified` when the person is not certified.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['CertificationEnd'];
        };
      };
      responses: {
        /** @description Ended */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              uid: string;
              certified: boolean;
              salesUpdated: number;
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `forbidden`: the call needs a role the session's account does not have; `moderation.error.own-case`: the certification is the caller's own, so another member of staff decides */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `certification.error.not-found` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `certification.error.not-certified` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/booking/can-book': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether I may ask for a visit to this sale now
     * @description False (with the reason as a translation key) for my own sale, a sale not approved, or when I already have a pending or accepted visit for it.
     */
    get: {
      parameters: {
        query: {
          saleUid: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Answer */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CanBook'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `booking.error.sale-not-found`: no such sale, or one the caller may not see (decision 076) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/booking/slots': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The sale's free visit times for the next 60 days (Europe/Lisbon) */
    get: {
      parameters: {
        query: {
          saleUid: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Free slots, or proposal mode */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['BookingSlots'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `booking.error.sale-not-found`: no such sale, or one the caller may not see (decision 076) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/booking/sale-state': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What this sale is to me: my own (with its counts) or one I asked to visit
     * @description The signed-in part of the public sale page (which is cached for everyone): the owner gets the favourites and coming visits counts, anyone else their pending or accepted coming visit to it. Same visibility rule as booking (decision 076).
     */
    get: {
      parameters: {
        query: {
          saleUid: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Answer */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SaleViewerState'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `booking.error.sale-not-found`: no such sale, or one the caller may not see (decision 076) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/booking/availability': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My weekly visiting hours and blocked days */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Availability */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AvailabilityAnswer'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
      };
    };
    /**
     * Replace my weekly visiting hours and blocked days
     * @description Times are Europe/Lisbon `HH:MM` on quarter hours; each interval holds at least one one-hour visit; intervals of a day do not overlap. Past blocked days are dropped.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['Availability'];
        };
      };
      responses: {
        /** @description Saved */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AvailabilityAnswer'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/booking': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The visits I asked for
     * @description Coming visits first (soonest first), then past ones.
     */
    get: {
      parameters: {
        query?: {
          /** @description From 0 */
          page?: string;
          /** @description 1 to 100, default 20 */
          size?: string;
          status?: 'PENDING' | 'ACCEPTED' | 'REJECTED' | 'CANCELLED';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A page */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['BookingPage'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
      };
    };
    put?: never;
    /**
     * Ask for a visit
     * @description The time must be in the future, within 60 days, on a free slot of the seller (or, when the seller set no hours, on a quarter hour between 08:00 and 20:00 Lisbon time) and not on a blocked day. One open request per visitor and sale, none when either blocked the other (409 `booking.error.blocked`). The seller is notified (SALE_INTERESTED) and mailed.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['BookingRequest'];
        };
      };
      responses: {
        /** @description Requested */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['BookingCreated'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `booking.error.sale-not-found`: no such sale, or one the caller may not see (decision 076) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflict with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/booking/received': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The visits asked for on my sales */
    get: {
      parameters: {
        query?: {
          /** @description From 0 */
          page?: string;
          /** @description 1 to 100, default 20 */
          size?: string;
          status?: 'PENDING' | 'ACCEPTED' | 'REJECTED' | 'CANCELLED';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A page */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['BookingPage'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/booking/{uid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One visit, for its seller, its visitor or an admin
     * @description What the seller needs to answer a request (decision 131): the visit, the visitor's other visits on the same seller's adverts and, while pending, the requests for the same hour that accepting would decline. Its visitor reads the visit alone; an admin reads all of it. Anyone else: 404, as for no such visit.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The visit */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['BookingRequestView'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `booking.error.not-found`: no such visit, or one the caller takes no part in */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** The visitor cancels a pending visit */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The cancelled visit */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Booking'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `booking.error.not-visitor`: only the visitor cancels */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `booking.error.not-found`: no such visit, or one the caller takes no part in */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflict with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        429: components['responses']['TooManyRequests'];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/booking/{uid}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * The seller accepts a pending visit
     * @description The visitor is notified (BOOKING_ACCEPTED) and mailed with an .ics file. Other pending requests for the same hour are declined. 409 when the hour is already taken: one accepted visit per slot, guaranteed by the database; 409 `booking.error.blocked` when either blocked the other (an accepted visit hands over address and phone).
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The accepted visit */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Booking'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `booking.error.not-seller`: only the seller answers a visit */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `booking.error.not-found`: no such visit, or one the caller takes no part in */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflict with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        429: components['responses']['TooManyRequests'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/booking/{uid}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** The seller declines a pending visit */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': components['schemas']['BookingRejection'];
        };
      };
      responses: {
        /** @description The declined visit */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Booking'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `booking.error.not-seller`: only the seller answers a visit */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `booking.error.not-found`: no such visit, or one the caller takes no part in */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflict with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/sales': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Approved sales, filtered, sorted and paged
     * @description The same filters as the /sales page. `q` searches title, description, species, breed, district and municipality in Portuguese (stemming; accents ignored: "cao" finds "Cão"; plurals and diminutives the stemmer misses find their word: "cães" finds "cão", "gatinho" finds "gato"); it accepts "quoted phrases", `or` and -exclusions. When its words match nothing, a word one letter or so away that listed adverts hold is searched instead and named in `searchedFor`. Around a place (`near` a municipality, or `lat` and `lon`) within `radius` km, each card carries `distanceKm` from that place to its municipality's seat (GeoNames positions, decision 204) and the nearest come first. Answers carry an ETag; send If-None-Match to get 304 when nothing changed.
     */
    get: {
      parameters: {
        query?: {
          /** @description Free text */
          q?: string;
          /** @description Species code */
          species?: string;
          /** @description Breed code (purebreds only) */
          breed?: string;
          /** @description District or region id */
          location?: string;
          /** @description Municipality id */
          childLocation?: string;
          /** @description Lowest price in euros */
          priceMin?: string;
          /** @description Highest price in euros */
          priceMax?: string;
          /** @description MALE or FEMALE */
          sex?: string;
          /** @description Youngest age in whole months */
          ageMin?: string;
          /** @description Oldest age in whole months */
          ageMax?: string;
          /** @description true: only sales of certified breeders */
          certified?: string;
          /** @description true: only free animals */
          free?: string;
          /** @description Around this municipality (its id): adverts whose municipality lies within `radius` km, straight line; an unknown id is refused at `near` */
          near?: string;
          /** @description Around this position instead (with `lon`): WGS84 degrees, -90 to 90 */
          lat?: string;
          /** @description Longitude of that position, -180 to 180 */
          lon?: string;
          /** @description Km around the place: 10, 25, 50, 100, 200 (any other is refused); 25 when a place is given without one */
          radius?: string;
          /** @description newest, price-asc, price-desc, relevance, distance; default newest (relevance when q is given; distance, nearest first, around a place) */
          sort?: string;
          /** @description true: search `q` as typed, never a corrected word */
          exact?: string;
          /** @description From 0 */
          page?: string;
          /** @description 1 to 48, default 12 */
          size?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A page of cards */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SalePage'];
          };
        };
        /** @description Not modified (If-None-Match matched the ETag) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        400: components['responses']['BadRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/sales/suggestions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What the search box offers as a person types: species, breeds and places, with their filters
     * @description Names with a word beginning with each typed word ("lab" → Labrador Retriever, "york" → Yorkshire Terrier), at most 8, those beginning with the first word first; none under 2 letters. Answered from memory and cacheable for an hour.
     */
    get: {
      parameters: {
        query: {
          q: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The suggestions, best first */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              content: components['schemas']['SearchSuggestion'][];
            };
          };
        };
        400: components['responses']['BadRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/sale/certified': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Approved sales of certified breeders (the home carousel), newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Up to 12 cards */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SaleCard'][];
          };
        };
        /** @description Not modified (If-None-Match matched the ETag) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        400: components['responses']['BadRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/sale': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One sale with every legal field
     * @description Approved sales for everybody, reserved and sold ones too (`availability`); with a bearer token, its owner and admins also get it while pending or rejected (with rejectReason). A sale its owner deleted answers 410 `sale.removed`; one waiting for or refused by the moderators, 404 (decision 136).
     */
    get: {
      parameters: {
        query: {
          searchValue: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The sale */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SaleDetail'];
          };
        };
        /** @description Not modified (If-None-Match matched the ETag) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        400: components['responses']['BadRequest'];
        404: components['responses']['NotFound'];
        /** @description `sale.removed`: its owner deleted it */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/sale': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publish a sale (it waits for moderation)
     * @description Photos are file keys from POST /private/sale/file, in display order (the first is the default photo), 1 to 10. registerDate at least 8 weeks after birthDate, else errors.registerDate `dateRange`. A purebred names its breed and LOP number; an undetermined breed names neither. A breeder account needs its DGAV number first (errors.form `sale.error.dgav-required`), and every account a confirmed e-mail address (errors.form `sale.error.email-unconfirmed`, decision 174).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            species: string;
            purebred: boolean;
            breedCode?: string | null;
            title: string;
            description: string;
            price: number;
            /** @enum {string} */
            sex: 'MALE' | 'FEMALE';
            birthDate: string;
            registerDate: string;
            litterSize: number;
            microchip: string;
            motherMicrochip: string;
            lopNumber?: string | null;
            locationId: number;
            childLocationId: number;
            images: string[];
          };
        };
      };
      responses: {
        /** @description Created, PENDING */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              uid: string;
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/my-sale': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * My sales, every status, a page at a time, with favourites, visit request counts and counts per status
     * @description Most recently changed first (then by uid), paged by cursor: the first page without `cursor`, the next with the `next` of the page before (null on the last page). A cursor the server did not write answers 400 (errors.cursor `validation.invalid`). `status` keeps one status; `counts` are always over every status, for filter chips with numbers.
     */
    get: {
      parameters: {
        query?: {
          /** @description 1 to 50, default 20 */
          size?: string;
          /** @description Only my adverts in this status; every status when absent */
          status?: 'PENDING' | 'APPROVED' | 'REJECTED';
          /** @description The `next` of the page before; absent for the first page */
          cursor?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A page of my sales, most recently changed first */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MySalesPage'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/my-sale/{uid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One of my sales, whole (the editor loads it)
     * @description With a change waiting for the moderators, the sale as that change makes it (`revisionPending`).
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The sale */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MySaleDetail'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        404: components['responses']['NotFound'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/my-sale-edit/{uid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change one of my sales
     * @description A pending or refused sale is changed and goes back to PENDING. An approved one stays online as it is and the change waits for the moderators as a revision (`revision: true`; decision 135), replacing an earlier waiting one. Another user's sale answers 404, as an unknown one (decision 065). Photos dropped from the list are deleted.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            species: string;
            purebred: boolean;
            breedCode?: string | null;
            title: string;
            description: string;
            price: number;
            /** @enum {string} */
            sex: 'MALE' | 'FEMALE';
            birthDate: string;
            registerDate: string;
            litterSize: number;
            microchip: string;
            motherMicrochip: string;
            lopNumber?: string | null;
            locationId: number;
            childLocationId: number;
            images: string[];
          };
        };
      };
      responses: {
        /** @description Saved: PENDING, or a revision beside the published version */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SaleEditResult'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        404: components['responses']['NotFound'];
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/my-sale-delete/{uid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete one of my sales with its photos */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        404: components['responses']['NotFound'];
        429: components['responses']['TooManyRequests'];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/my-sale/{uid}/availability': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Mark one of my sales available, reserved or sold
     * @description RESERVED and SOLD take it out of the listing; its page stays with that state. People whose heart is on it are told once per state (SALE_RESERVED, SALE_SOLD; `notified` counts them). SOLD also cancels the coming visits, whose visitors are told instead (BOOKING_REJECTED and mail; counted in `notified`); RESERVED keeps them (decision 138). Another user's sale answers 404 (decision 065).
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AvailabilityUpdate'];
        };
      };
      responses: {
        /** @description Saved */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AvailabilityChange'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        404: components['responses']['NotFound'];
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/my-sale/{uid}/animals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set the animals of one of my adverts: a litter (issue 39, decision 186)
     * @description 1 to 15 animals, each with a label, sex, colour, price (euros) and microchip (15 digits, unique on the whole site: 400 `litter.error.microchip-taken`, or `litter.error.microchip-twice` within the list). An animal sent with its `uid` keeps its state; the others are AVAILABLE. While the advert waits for its first approval the animals are set at once: its price becomes the lowest of its available animals, and it is reserved or sold when no animal is available (as `PUT …/availability` does). On a published advert they are a change for the moderators (`revision: true`, decision 197): the advert stays online with its approved animals until a moderator approves the change with any other waiting one (`PUT /private/admin/sale/{uid}/approve`) or refuses it; a list equal to the published one withdraws a waiting one. Errors are keyed `animals.N.field`.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            animals: {
              /** Format: uuid */
              uid?: string;
              label: string;
              /** @enum {string} */
              sex: 'MALE' | 'FEMALE';
              colour: string;
              price: number;
              microchip: string;
              photos?: string[];
            }[];
          };
        };
      };
      responses: {
        /** @description The litter, or the change waiting for the moderators */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['LitterAnimalsSaved'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        404: components['responses']['NotFound'];
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/my-sale/{uid}/animals/{animalUid}/state': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Mark one animal of my litter available, reserved or sold
     * @description The litter follows its animals: the lowest available price is its price, and when no animal is available it is reserved, or sold once every one is, as `PUT …/availability` does (people with a heart on it told; sold cancels the coming visits). A fact its owner states: it changes at once, never waiting for the moderators (decision 197); an animal only a waiting change adds has no state yet (404).
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
          animalUid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['LitterAnimalState'];
        };
      };
      responses: {
        /** @description The litter */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['LitterAnimals'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        404: components['responses']['NotFound'];
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/sale/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload one sale photo (base64) and get its file key
     * @description JPEG, PNG, WebP or AVIF recognised by their bytes, at most 10000 KB (the specification's base64 estimate), at least 200 px on the shorter side. Re-encoded (WebP and JPEG widths), metadata stripped. Errors: 413 `image.error.image-too-large`, 415 `image.error.unsupported-image-type`, 422 `image.error.image-too-small`, 400 `image.error.invalid-image`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SalePhotoUpload'];
        };
      };
      responses: {
        /** @description Stored; put its uid in the sale */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SaleImage'];
          };
        };
        /** @description Invalid input as for any call (`validation-error`, `malformed-json`), or `image.error.invalid-image` (also under errors.source): not an image */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        401: components['responses']['Unauthorized'];
        /** @description `payload-too-large`: the body is over 15 MB; or `image.error.image-too-large` (also under errors.source) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `unsupported-media-type`: the body is not JSON; or `image.error.unsupported-image-type` (also under errors.source): not JPEG, PNG, WebP or AVIF */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `image.error.image-too-small` (also under errors.source): too small to show */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/sale/update-favorite': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Put or take back my heart on a sale
     * @description The first heart a user ever puts on a sale notifies its seller (SALE_INTERESTED). New hearts go only on approved sales.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['FavoriteUpdate'];
        };
      };
      responses: {
        /** @description Saved */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              saleUid: string;
              favorite: boolean;
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        404: components['responses']['NotFound'];
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/sale/favorites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My favourite sales that are still public, latest heart first */
    get: {
      parameters: {
        query?: {
          /** @description From 0 */
          page?: string;
          /** @description 1 to 48, default 12 */
          size?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A page of cards */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['FavoritePage'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/sale/favorite-uids': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The uids of every sale I have a heart on (to fill the hearts of a page) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Sale uids */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string[];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/admin/sale': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Sales by status (PENDING by default), oldest change first
     * @description PENDING also lists the changes waiting on approved sales (`revision: true`, the fields as they would read, `changes`), and leaves out the adverts held by their owner's suspension while it lasts. The caller's own adverts are left out of every status: another member of staff decides them (decision 194).
     */
    get: {
      parameters: {
        query?: {
          /** @description From 0 */
          page?: string;
          /** @description 1 to 50, default 20 */
          size?: string;
          status?: 'PENDING' | 'APPROVED' | 'REJECTED';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A page of the queue */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ModerationPage'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        403: components['responses']['Forbidden'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/admin/sale/{uid}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Publish a sale; its owner is notified (SALE_APPROVE)
     * @description The sale is certified when its seller is a certified breeder. 409 `moderation.error.already-approved` when it already is approved; 409 `moderation.error.owner-suspended` for an advert held by its owner's suspension while it lasts (it comes back when lifted). An approved sale with a waiting change: the change replaces the published version (`revision: true`), a litter's animals with it (each keeping its state); 409 `moderation.error.microchip-taken` when another advert has taken one of their microchips since (nothing changes; decision 197).
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Approved */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ModerationDecision'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `forbidden`: the call needs a role the session's account does not have; `moderation.error.own-case`: the advert is the caller's own, so another member of staff decides */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        404: components['responses']['NotFound'];
        /** @description Conflict with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        429: components['responses']['TooManyRequests'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/admin/sale/{uid}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Refuse a pending sale or take down an approved one, with a reason; its owner is notified (SALE_REJECT)
     * @description An approved sale with a waiting change: the change is refused and the published version stays (`revision: true`); a second call takes the sale down.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['RejectReason'];
        };
      };
      responses: {
        /** @description Rejected */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ModerationDecision'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `forbidden`: the call needs a role the session's account does not have; `moderation.error.own-case`: the advert is the caller's own, so another member of staff decides */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        404: components['responses']['NotFound'];
        /** @description Conflict with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/conversation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My conversations, the one with the newest message first */
    get: {
      parameters: {
        query?: {
          /** @description From 0 */
          page?: string;
          /** @description 1 to 100, default 20 */
          size?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A page */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ConversationPage'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
      };
    };
    put?: never;
    /**
     * Write to the seller of an advert
     * @description Creates the conversation of this advert and caller on the first message and reuses it after (one per advert and buyer). Counts against the per-account limits of new conversations and of messages.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ConversationStart'];
        };
      };
      responses: {
        /** @description Sent */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MessageSent'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `conversation.error.blocked`: one of the two blocked the other; `conversation.error.account-deleted`: the other person deleted their account */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `conversation.error.sale-not-found`: no such advert, or one not public */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        /** @description `conversation.error.own-sale`: the caller owns the advert; `conversation.error.photo-not-found`: a photo key the caller did not upload, or already sent */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        429: components['responses']['TooManyRequests'];
        /** @description `conversation.error.busy`: the site takes more messages than it can deliver at this moment; nothing was sent, send it again after `Retry-After` */
        503: {
          headers: {
            /** @description Seconds to wait before sending again */
            'Retry-After'?: string;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/conversation/unread': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many messages wait for me, over all my conversations */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Unread messages */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': number;
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/conversation/sale/{uid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The advert I am about to write about, and my conversation about it if there is one */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The advert and the conversation (null before the first message) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ConversationAboutSale'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `conversation.error.sale-not-found`: no such advert, or one not public */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `conversation.error.own-sale`: the caller owns the advert */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/conversation/{uid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of my conversations */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The conversation */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Conversation'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `conversation.error.not-found`: no such conversation, or one the caller takes no part in */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/conversation/{uid}/message': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Messages of one of my conversations, by message id
     * @description Without a cursor: the newest. `before`: older than that id (scrolling back). `after`: newer than that id, oldest first: what a client that reconnects missed since its last message id. Always ascending by id.
     */
    get: {
      parameters: {
        query?: {
          before?: string;
          after?: string;
          /** @description 1 to 100, default 30 */
          size?: string;
        };
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Messages */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MessageSlice'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `conversation.error.not-found`: no such conversation, or one the caller takes no part in */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Write in one of my conversations */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['MessageText'];
        };
      };
      responses: {
        /** @description Sent */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Message'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `conversation.error.blocked`: one of the two blocked the other; `conversation.error.account-deleted`: the other person deleted their account */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `conversation.error.not-found`: no such conversation, or one the caller takes no part in */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        /** @description `conversation.error.photo-not-found`: a photo key the caller did not upload, or already sent */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        429: components['responses']['TooManyRequests'];
        /** @description `conversation.error.busy`: the site takes more messages than it can deliver at this moment; nothing was sent, send it again after `Retry-After` */
        503: {
          headers: {
            /** @description Seconds to wait before sending again */
            'Retry-After'?: string;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/conversation/photo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload one photo (base64) for a message and get its key
     * @description JPEG, PNG, WebP or AVIF recognised by their bytes, at least 64 px on the shorter side; re-encoded as WebP in 320 and 1280 px widths with its metadata (EXIF, GPS) stripped. Kept privately: only the two people of the conversation it is sent in, and moderators once that conversation is reported, can read it. At most 20 photos uploaded and not yet sent (429 `conversation.error.too-many-photos`); one not sent within a day goes.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['MessagePhotoUpload'];
        };
      };
      responses: {
        /** @description Stored; put its key in the message */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MessagePhoto'];
          };
        };
        /** @description Invalid input as for any call (`validation-error`, `malformed-json`), or `image.error.invalid-image` (also under errors.source): not an image */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        401: components['responses']['Unauthorized'];
        /** @description `payload-too-large`: the body is over 15 MB; or `image.error.image-too-large` (also under errors.source) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `unsupported-media-type`: the body is not JSON; or `image.error.unsupported-image-type` (also under errors.source): not JPEG, PNG, WebP or AVIF */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `image.error.image-too-small` (also under errors.source): too small to show */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/conversation/{uid}/photo/{key}/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One photo of a message, for the people of the conversation
     * @description The WebP rendition nearest the asked width. The two people of the conversation, and moderators once the conversation was reported; anyone else gets 404, as for a photo that does not exist.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
          key: string;
          name: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The image */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/webp': string;
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `not-found`: no such photo in a conversation the caller may read */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/conversation/{uid}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * I read the messages up to this id
     * @description Never moves back, never past the last message; read implies received. Both people are told live.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['MessageMark'];
        };
      };
      responses: {
        /** @description Marked */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `conversation.error.not-found`: no such conversation, or one the caller takes no part in */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/conversation/{uid}/delivered': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** One of my devices received the messages up to this id */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['MessageMark'];
        };
      };
      responses: {
        /** @description Marked */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `conversation.error.not-found`: no such conversation, or one the caller takes no part in */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/conversation/{uid}/block': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Block (or unblock) the other person of one of my conversations
     * @description While either of two people blocks the other, neither can write to the other, in any conversation.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['BlockChoice'];
        };
      };
      responses: {
        /** @description Done */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `conversation.error.not-found`: no such conversation, or one the caller takes no part in */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/conversation/{uid}/visit-proposal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Propose a visit time to the buyer of one of my conversations (seller only)
     * @description Adds a message whose `visit` is the proposal; the buyer accepts it in one click. The booking window, blocked days and the seller's accepted visits apply; any quarter hour from 08:00 to 20:00 may be offered (decision 148).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['VisitProposal'];
        };
      };
      responses: {
        /** @description Proposed */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Message'];
          };
        };
        /** @description A booking rule refused the time (`booking.error.*`: past-date, too-far, day-blocked, outside-hours, slot-taken, sale-not-available, already-booked, already-visited, own-sale), with the field `date` when it is about the time */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        401: components['responses']['Unauthorized'];
        /** @description `conversation.error.not-seller`: only the seller proposes */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `conversation.error.not-found`: no such conversation, or one the caller takes no part in */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description A booking rule refused the time (`booking.error.*`: past-date, too-far, day-blocked, outside-hours, slot-taken, sale-not-available, already-booked, already-visited, own-sale), with the field `date` when it is about the time */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/conversation/{uid}/visit-proposal/{messageId}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accept a visit the seller proposed (buyer only): the visit is booked and accepted at once
     * @description The booking rules apply as for a request; the seller's other requests for that hour are declined, and the buyer is mailed the visit with its calendar file. A proposal is accepted once.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
          messageId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Booked */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ProposalAccepted'];
          };
        };
        /** @description A booking rule refused the time (`booking.error.*`: past-date, too-far, day-blocked, outside-hours, slot-taken, sale-not-available, already-booked, already-visited, own-sale), with the field `date` when it is about the time */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        401: components['responses']['Unauthorized'];
        /** @description `conversation.error.not-buyer`: only the buyer accepts */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `conversation.error.not-found` or `conversation.error.proposal-not-found`: no such conversation or proposal */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description A booking rule refused the time (`booking.error.*`: past-date, too-far, day-blocked, outside-hours, slot-taken, sale-not-available, already-booked, already-visited, own-sale), with the field `date` when it is about the time */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Report an advert, a person, one of my conversations or a published review
     * @description A review (decision 184) is reported for UNTRUE, OFFENSIVE or PERSONAL_DATA only, the other targets for the other reasons (422 `report.error.reason`); the report is about its author. One open report per person and target (409 `report.error.already-open`); not one's own advert or self (422 `report.error.own`). Each report names the person it is about and weighs by its reporter (decisions 174, 196): nothing from an unconfirmed account, REPORT_WEIGHT_NEW from a confirmed one under 7 days old, nothing from one that shared a sign-in address or browser in the last 30 days with the person reported or with another reporter whose report weighs, REPORT_WEIGHT_ESTABLISHED otherwise. An advert whose open reports weigh REPORT_HOLD_WEIGHT (3 by default) is hidden at once until a moderator decides, and its owner is told (SALE_HELD). A reported conversation becomes readable by the moderators. The reporter learns the outcome in the bell (REPORT_RESOLVED). Limited per account (10 an hour) and per address (20 an hour).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ReportInput'];
        };
      };
      responses: {
        /** @description Filed */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ReportFiled'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `report.error.target-not-found`: no such advert, person, conversation of the caller or published review */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `report.error.already-open`: the caller already has an open report on it */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        /** @description `report.error.own`: one's own advert, review or oneself; `report.error.reason`: not a reason for this target */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/admin/report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Open reports by target and person, worst first (heaviest, most different reporters, then the oldest)
     * @description Leaves out the groups that concern the caller (the person reported, a reporter, the advert's owner, one of the conversation's people, the review's author or the one it is about): another member of staff decides them (decision 194).
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The queue */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ReportGroup'][];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        403: components['responses']['Forbidden'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/admin/report/decision': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Decide on the open reports of one target: dismiss, take the advert down, or warn its owner
     * @description Every open report of the target about that person closes, and each reporter is told (REPORT_RESOLVED). WARN and SUSPEND hit the person the reports are about, never their reporter (decision 174). Dismissing puts a held advert back online; TAKE_DOWN of an advert tells its owner as a rejection does and its link then says it was removed; TAKE_DOWN of a review hides it (out of the pages and the averages) and tells its author why (decision 184); WARN tells the person concerned (MODERATION_WARNING); SUSPEND suspends them for `days` (or for good), as `PUT /private/admin/user/{uid}/suspension` does. The decision is logged with the reason.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ReportDecisionInput'];
        };
      };
      responses: {
        /** @description Decided */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ReportDecisionResult'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `forbidden`: the call needs a role the session's account does not have; `moderation.error.own-case`: the caller is the person reported, filed one of the reports, owns the advert, takes part in the conversation, or wrote or received the review, so another member of staff decides; `suspension.error.staff-by-admins`: an editor or a moderator is suspended by an admin only */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `report.error.nothing-open`: no open report on it; `report.error.target-not-found` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        /** @description `report.error.not-an-advert`: only an advert or a review can be taken down; `suspension.error.staff`: not an admin; `report.error.subject-required`: the conversation holds reports about both people, name one */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/admin/moderation-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every moderation decision about one advert or person, newest first (kept when it is deleted) */
    get: {
      parameters: {
        query: {
          targetType: 'SALE' | 'USER' | 'CONVERSATION' | 'REVIEW';
          targetUid: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The decisions */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ModerationEntry'][];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        403: components['responses']['Forbidden'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/admin/user/{uid}/suspension': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Suspend an account for a number of days or for good (decision 150)
     * @description The person cannot sign in (403 `auth.error.suspended`), every token and live session ends at once, their approved adverts leave the site (held until the suspension ends) and the visitors of their coming visits are told. Not an admin (422), not oneself (403 `moderation.error.own-case`); an editor or a moderator only by an admin (403 `suspension.error.staff-by-admins`).
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SuspensionInput'];
        };
      };
      responses: {
        /** @description Suspended */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Suspension'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `forbidden`: the call needs a role the session's account does not have; `moderation.error.own-case`: the person is the caller, so another member of staff decides; `suspension.error.staff-by-admins`: an editor or a moderator is suspended by an admin only */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `report.error.target-not-found`: no such person */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        /** @description `suspension.error.staff`: not an admin */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        429: components['responses']['TooManyRequests'];
      };
    };
    post?: never;
    /** Lift a suspension: the person can sign in again and their held adverts come back */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Lifted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `forbidden`: the call needs a role the session's account does not have; `moderation.error.own-case`: the person is the caller, so another member of staff decides */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        404: components['responses']['NotFound'];
        /** @description `suspension.error.not-suspended`: the account is not suspended */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        429: components['responses']['TooManyRequests'];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/my-sale/{uid}/appeal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Answer the take-down of my advert: the answer waits in the moderators' queue
     * @description Only the owner of an advert taken down after reports (404 `appeal.error.not-found`, 409 `appeal.error.not-taken-down`); one appeal per take-down (409 `appeal.error.already-open` while it waits, `appeal.error.decided` once answered). 20 to 1000 characters.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AppealInput'];
        };
      };
      responses: {
        /** @description Filed */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AppealFiled'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `appeal.error.not-found`: no such advert of the caller */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `appeal.error.not-taken-down`, `appeal.error.already-open` or `appeal.error.decided` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/admin/appeal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Open appeals of take-downs, oldest first, but the caller's own (decision 194) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The appeals */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AppealEntry'][];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        403: components['responses']['Forbidden'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/admin/appeal/{uid}/decision': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Answer an appeal: put the advert back online, or keep it down
     * @description REINSTATE publishes the advert again (its owner told as for an approval); UPHOLD keeps it down. Logged against the advert with the reason, which the owner reads in the bell and by mail. 409 `appeal.error.decided` when answered.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AppealDecisionInput'];
        };
      };
      responses: {
        /** @description Answered */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `forbidden`: the call needs a role the session's account does not have; `moderation.error.own-case`: the appeal and its advert are the caller's own, so another member of staff decides */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `appeal.error.not-found` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `appeal.error.decided`: already answered */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/saved-search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My saved searches, newest first, each with how many adverts match now */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The searches */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SavedSearch'][];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
      };
    };
    put?: never;
    /**
     * Save a search
     * @description Up to 20 per person (422 `saved-search.error.limit`). At least one filter or some words (422 `saved-search.error.empty`). Named by its summary unless `name` is given. When the moderators approve an advert it matches, its owner is told once per advert: SEARCH_MATCH in the bell, and mail as `frequency` says.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SavedSearchInput'];
        };
      };
      responses: {
        /** @description Saved */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SavedSearch'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        /** @description `saved-search.error.limit`, `saved-search.error.empty`, or `saved-search.error.unknown-reference` (a species, breed, district or municipality that does not exist, or a breed of another species) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/saved-search/{uid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a saved search (it never alerts again) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `saved-search.error.not-found`: no such search of the caller */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        429: components['responses']['TooManyRequests'];
      };
    };
    options?: never;
    head?: never;
    /** Rename, pause or resume, or change how often a saved search mails */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SavedSearchChanges'];
        };
      };
      responses: {
        /** @description Changed */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SavedSearch'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `saved-search.error.not-found`: no such search of the caller */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    trace?: never;
  };
  '/public/saved-search/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * One-click unsubscribe from an alert mail (RFC 8058): pauses the searches the link names
     * @description The URL of the alert mails' `List-Unsubscribe` header, which mail providers POST to (with the body `List-Unsubscribe=One-Click`, ignored) without signing in: `search` lists the uids, `token` is the site's HMAC of them. Answers 404 `saved-search.error.invalid-link` for a token the site did not make.
     */
    post: {
      parameters: {
        query: {
          /** @description Comma-separated saved-search uids */
          search: string;
          token: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Paused */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Unsubscribed'];
          };
        };
        400: components['responses']['BadRequest'];
        /** @description `saved-search.error.invalid-link`: not a link the site made */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/admin/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Find people by e-mail or name (any part, any case), by name */
    get: {
      parameters: {
        query: {
          /** @description From 0 */
          page?: string;
          /** @description 1 to 50, default 20 */
          size?: string;
          /** @description 2 to 100 characters once trimmed */
          q: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A page of people */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PeoplePage'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        403: components['responses']['Forbidden'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/admin/user/{uid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One person for the moderators: role, suspension, open reports and every decision about them */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The person */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PersonForModerators'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        403: components['responses']['Forbidden'];
        /** @description `people.error.not-found`: no such person */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/admin/user/{uid}/role': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Make a person a moderator, or take the role back (admins only)
     * @description Logged in the moderation log (GRANT_MODERATOR, REVOKE_MODERATOR). The role is read from the database on every request, so the person's open sessions have the new role at once. Setting the role the person already has changes and logs nothing (`changed: false`). Never oneself, an admin, or someone with another role (an editor).
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['RoleInput'];
        };
      };
      responses: {
        /** @description The role now */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['RoleChange'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        403: components['responses']['Forbidden'];
        /** @description `people.error.not-found`: no such person */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        /** @description `role.error.self`: not oneself; `role.error.admin`: not an admin; `role.error.other-role`: the person has another role (editor) that this call does not change */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        429: components['responses']['TooManyRequests'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/review/pending': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The visits waiting for my review
     * @description Accepted visits whose hour has passed within the last 14 days, not yet reviewed by the caller.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Oldest visit first */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ReviewableVisit'][];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/review/mine': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The reviews I received (published) and the ones I wrote */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Newest first */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MyReviews'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/review/visit/{uid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The review form of one of my visits
     * @description The visit, the caller's side, the window and the caller's review if written; the other side's only once `refusal` says why the caller cannot write now (null when they can).
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The visit */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ReviewForm'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `review.error.not-found`: no such visit, or one the caller took no part in */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /**
     * Review one of my visits
     * @description Once per side, from the end of the visit's hour for 14 days. A visitor rates the animal's health, the advert's honesty and the communication, with 20 to 1000 characters; an advertiser rates punctuality and respect, text optional. Published when both sides have written or when the window closes; it cannot be changed.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ReviewWrite'];
        };
      };
      responses: {
        /** @description Written */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ReviewWritten'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `review.error.not-found`: no such visit, or one the caller took no part in */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `review.error.already-written`: the caller already reviewed this visit */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        /** @description `review.error.not-accepted`: the visit was not accepted; `review.error.too-early`: its hour has not ended; `review.error.closed`: the window closed */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/review/{uid}/answer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Answer a review I received, once and in public */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ReviewAnswer'];
        };
      };
      responses: {
        /** @description Answered */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `review.error.not-yours`: the review is about someone else */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `review.error.not-found`: no such review */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `review.error.already-answered`: answered before */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        /** @description `review.error.not-published`: not published yet */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/breeders/{uid}/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What visitors said of an advertiser: averages and the published reviews, newest first
     * @description Every published review that was not hidden, each saying whether it counts; the summary averages and counts only those that count (decision 196), as the cards and the breeder page do.
     */
    get: {
      parameters: {
        query?: {
          /** @description From 0 */
          page?: string;
          /** @description 1 to 50, default 10 */
          size?: string;
        };
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A page of reviews */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['BreederReviews'];
          };
        };
        400: components['responses']['BadRequest'];
        /** @description `not-found`: no such person */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/push/device': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The key to subscribe with, and my devices with push on
     * @description A device is told of what no open tab of its person received within a few seconds (the rule of the away mail), with the writer's first name and the advert's title at most, and the page to open.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The key and the devices */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PushDevices'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
      };
    };
    /**
     * Turn push on for this device (the browser's PushSubscription), or renew its keys
     * @description Kept by `endpoint`: the same device again updates its keys (and moves to the caller if another person had it). Without `kinds` a new device receives every kind and a known one keeps its switches. Up to 10 per person: another replaces the one used least recently. An endpoint that is not `https` on port 443 of a known push service, in the form the browser gives it, answers 422 `push.error.service`.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['PushSubscriptionInput'];
        };
      };
      responses: {
        /** @description Push is on for the device */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PushDevice'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        /** @description `push.error.service`: the endpoint is not the address of a push service the site knows */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        429: components['responses']['TooManyRequests'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/private/push/device/{uid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Turn push off for one of my devices */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Push is off for it */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `push.error.not-found`: no such device of the caller */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        429: components['responses']['TooManyRequests'];
      };
    };
    options?: never;
    head?: never;
    /** Change what one of my devices is told of */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['PushDeviceChanges'];
        };
      };
      responses: {
        /** @description Changed */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PushDevice'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthorized'];
        /** @description `push.error.not-found`: no such device of the caller */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        413: components['responses']['PayloadTooLarge'];
        415: components['responses']['UnsupportedMediaType'];
        429: components['responses']['TooManyRequests'];
      };
    };
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description The body of every refusal and failure of the API */
    Error: {
      /** @example 400 */
      status: number;
      /**
       * @description Translation key: one the client can show (`login-dialog.msg.incorrect-login`) or a generic one (`not-found`)
       * @example validation-error
       */
      message: string;
      /**
       * @description Field → translation key
       * @example {
       *       "password": "invalid-password"
       *     }
       */
      errors?: {
        [key: string]: string;
      };
    };
    /** @description A notification as the API lists it and the real-time channel pushes it */
    Notification: {
      /** Format: uuid */
      key: string;
      /** @enum {string} */
      type:
        | 'GLOBAL'
        | 'ARTICLE_CREATED'
        | 'SALE_INTERESTED'
        | 'SALE_REJECT'
        | 'SALE_APPROVE'
        | 'BOOKING_ACCEPTED'
        | 'BOOKING_REJECTED'
        | 'BOOKING_REQUESTED'
        | 'SALE_RESERVED'
        | 'SALE_SOLD'
        | 'REPORT_RESOLVED'
        | 'SALE_HELD'
        | 'MODERATION_WARNING'
        | 'SEARCH_MATCH'
        | 'VISIT_REVIEW';
      /**
       * @description Translation key, filled with `params`
       * @example notification.SALE_APPROVE.title
       */
      title: string;
      /**
       * @description Translation key, filled with `params`
       * @example notification.SALE_APPROVE.message
       */
      message: string;
      /** @description Values for the keys’ placeholders */
      params: {
        [key: string]: string | number;
      };
      /** Format: date-time */
      createDate: string;
      visualized: boolean;
      /** @description Sale uid or article key the notification points at */
      referenceKey: string | null;
    };
    /** @description A new message (`type: message`) or a move of the other person's read or delivered pointers (`type: receipt`) */
    ConversationEvent:
      | {
          /** @enum {string} */
          type: 'message';
          /** Format: uuid */
          conversationId: string;
          message: components['schemas']['Message'];
          /** @description The receiver's unread messages in this conversation */
          unread: number;
          /** @description The receiver's unread messages in all conversations */
          totalUnread: number;
        }
      | {
          /** @enum {string} */
          type: 'receipt';
          /** Format: uuid */
          conversationId: string;
          /** @description The other person's pointers (the ticks on the receiver's messages) */
          otherDeliveredId: number;
          otherReadId: number;
          /** @description The receiver's unread messages in this conversation */
          unread: number;
          /** @description The receiver's unread messages in all conversations */
          totalUnread: number;
        };
    Message: {
      /** @description Grows with every message; within a conversation, in the order they were sent */
      id: number;
      /** Format: uuid */
      conversationId: string;
      /** @description Written by the caller */
      mine: boolean;
      /** @description Plain text; null once its writer deleted their account, and for a visit note */
      body: string | null;
      /** @description A visit proposed by the seller, or a change of the visit (decision 148) */
      visit: components['schemas']['VisitProposalNote'] | components['schemas']['VisitChangeNote'] | null;
      /** @description Up to 4 photos, in the order attached; the body may be empty when there are photos */
      photos: components['schemas']['MessagePhoto'][];
      /** Format: date-time */
      createdAt: string;
    };
    VisitProposalNote: {
      /** @enum {string} */
      kind: 'proposal';
      /**
       * Format: date-time
       * @description Start of the one-hour visit
       */
      date: string;
      /** @description One of the two blocked the other before it was taken: it can no longer be */
      withdrawn?: boolean;
    };
    VisitChangeNote: {
      /** @enum {string} */
      kind: 'booking';
      /** Format: uuid */
      bookingUid: string;
      /** @enum {string} */
      status: 'PENDING' | 'ACCEPTED' | 'REJECTED' | 'CANCELLED';
      /** Format: date-time */
      date: string;
      /** @description The proposal the buyer accepted */
      proposalId?: number;
      /** @description The seller's reason for declining */
      reason?: string;
      /** @description Cancelled by the seller deleting the advert or marking it sold */
      bySeller?: boolean;
      /** @description The animals of a litter the visitor asked to meet, by name (issue 39) */
      animals?: string[];
    };
    MessagePhoto: {
      /** @description Read it from GET /private/conversation/{uid}/photo/{key}/{width}.webp */
      key: string;
      width: number;
      height: number;
    };
    Health: {
      /** @enum {string} */
      status: 'ok';
    };
    /**
     * @example {
     *       "id": 11,
     *       "name": "Lisboa",
     *       "code": "11"
     *     }
     */
    Location: {
      id: number;
      name: string;
      code: string | null;
    };
    /**
     * @example {
     *       "id": 1107,
     *       "name": "Lisboa",
     *       "code": "1107",
     *       "parentId": 11
     *     }
     */
    Municipality: {
      id: number;
      name: string;
      code: string | null;
      parentId: number;
    };
    /**
     * @example {
     *       "name": "Portugal",
     *       "dial_code": "+351",
     *       "code": "PT"
     *     }
     */
    Country: {
      name: string;
      dial_code: string;
      code: string;
    };
    /**
     * @example {
     *       "code": "BREEDER",
     *       "name": "Criador"
     *     }
     */
    UserType: {
      code: string;
      name: string;
    };
    /**
     * @example {
     *       "code": "DOG",
     *       "name": "Cão"
     *     }
     */
    Species: {
      code: string;
      name: string;
    };
    /**
     * @example {
     *       "code": "DOG_SERRA_ESTRELA",
     *       "name": "Cão da Serra da Estrela",
     *       "species": "DOG",
     *       "dangerous": false
     *     }
     */
    Breed: {
      code: string;
      name: string;
      species: string;
      dangerous: boolean;
    };
    /**
     * @example {
     *       "name": "Ana",
     *       "surname": "Silva",
     *       "email": "ana.silva@example.pt",
     *       "password": "Patinhas2024",
     *       "userType": "BREEDER",
     *       "acceptTerms": true,
     *       "phone": "912345678",
     *       "phoneCountry": "PT",
     *       "locationId": 11,
     *       "childLocationId": 1106,
     *       "dgavNumber": "1234/2024"
     *     }
     */
    Signup: {
      name: string;
      surname: string;
      email: string;
      password: string;
      userType: string;
      /** @enum {boolean} */
      acceptTerms: true;
      phone?: string;
      /** @description ISO 3166-1 alpha-2 code of the phone's country (the dial-code picker) */
      phoneCountry?: string;
      locationId?: number;
      childLocationId?: number;
      /** @description A breeder's registration number at the DGAV (decision 201): optional at sign-up, required to publish */
      dgavNumber?: string;
    };
    EmailConfirmed: {
      /** @enum {boolean} */
      confirmed: true;
      already: boolean;
    };
    EmailConfirmation: {
      /** @description The token of the mailed link */
      token: string;
    };
    Ok: {
      /** @enum {boolean} */
      ok: true;
    };
    Token: {
      /** @description JWT, valid 10 days */
      token: string;
    };
    Credentials: {
      /**
       * @description The email
       * @example ana.silva@example.pt
       */
      username: string;
      /** @example Patinhas2024 */
      password: string;
    };
    /**
     * @example {
     *       "email": "ana.silva@example.pt"
     *     }
     */
    ForgotPassword: {
      /** @example ana.silva@example.pt */
      email: string;
    };
    RecoverPassword: {
      /** @description The ticket of the mailed link */
      token: string;
      password: string;
    };
    NotificationPage: {
      content: components['schemas']['Notification'][];
      totalElements: number;
    };
    /**
     * @example {
     *       "title": "Manutenção",
     *       "message": "O site estará indisponível no domingo às 8h."
     *     }
     */
    GlobalNotification: {
      title: string;
      message: string;
    };
    ArticlePage: {
      content: components['schemas']['ArticleSummary'][];
      totalElements: number;
    };
    /** @description An article as cards and lists show it */
    ArticleSummary: {
      referenceKey: string;
      title: string;
      summary: string;
      /** @enum {string} */
      status: 'DRAFT' | 'PUBLISHED';
      /** @description Cover URL (960 px WebP); null without a cover */
      coverImage: string | null;
      /** @description Null when the author has deleted their account: the article stays, signed by the team */
      author: {
        /** Format: uuid */
        uid: string;
        name: string;
        surname: string;
        sourceImage: string | null;
      } | null;
      publishedAt: string | null;
      updatedAt: string;
    };
    /** @description The whole article as its page shows it, with related ones */
    Article: {
      referenceKey: string;
      title: string;
      summary: string;
      /** @enum {string} */
      status: 'DRAFT' | 'PUBLISHED';
      /** @description Cover URL (960 px WebP); null without a cover */
      coverImage: string | null;
      /** @description Null when the author has deleted their account: the article stays, signed by the team */
      author: {
        /** Format: uuid */
        uid: string;
        name: string;
        surname: string;
        sourceImage: string | null;
      } | null;
      publishedAt: string | null;
      updatedAt: string;
      /** @description Sanitised HTML rendered from the Markdown */
      body: string;
      readingMinutes: number;
      related: components['schemas']['ArticleSummary'][];
    };
    Preview: {
      html: string;
      readingMinutes: number;
    };
    PreviewRequest: {
      body: string;
    };
    PublishResult: {
      referenceKey: string;
      /** @enum {string} */
      status: 'DRAFT' | 'PUBLISHED';
      /** @description Users told by ARTICLE_CREATED (only on the first publication) */
      notified: number;
    };
    /**
     * @example {
     *       "title": "Vacinas do primeiro ano",
     *       "summary": "O calendário de vacinação de cachorros e gatinhos.",
     *       "body": "## Porque vacinar\n\n…"
     *     }
     */
    NewArticle: {
      title: string;
      summary: string;
      /** @description Markdown; rendered and sanitised on the server */
      body: string;
      /** @description Base64 image or data: URL (JPEG, PNG, WebP, AVIF); it goes through the image pipeline */
      coverImage?: string;
      /** @description false saves a draft; by default the article is published (and announced) at once */
      publish?: boolean;
    };
    ManagedArticlePage: {
      content: components['schemas']['ArticleSummary'][];
      totalElements: number;
    };
    /** @description What the editor loads to change an article, drafts included */
    EditableArticle: {
      referenceKey: string;
      title: string;
      summary: string;
      /** @enum {string} */
      status: 'DRAFT' | 'PUBLISHED';
      /** @description Cover URL (960 px WebP); null without a cover */
      coverImage: string | null;
      /** @description Null when the author has deleted their account: the article stays, signed by the team */
      author: {
        /** Format: uuid */
        uid: string;
        name: string;
        surname: string;
        sourceImage: string | null;
      } | null;
      publishedAt: string | null;
      updatedAt: string;
      body: string;
      /** @description The Markdown as written */
      source: string;
      readingMinutes: number;
    };
    /** @description Only the fields sent change; the reference key never does */
    ArticleChanges: {
      title?: string;
      summary?: string;
      body?: string;
      /** @description A new cover (base64), or null to remove it */
      coverImage?: string | null;
    };
    /** @description An information page as the editors list it, drafts included */
    InfoPageSummary: {
      slug: string;
      title: string;
      description: string;
      order: number;
      inFooter: boolean;
      /** @enum {string} */
      status: 'DRAFT' | 'PUBLISHED';
      /**
       * @description shipped: the file as it ships; edited: a file changed in the browser; new: written in the browser
       * @enum {string}
       */
      origin: 'shipped' | 'edited' | 'new';
      /** @description A file of this address ships with the code */
      shipped: boolean;
      /** @description The "last updated" date visitors see; null if never live */
      updated: string | null;
      /** @description Last change in the browser; null for an untouched file */
      modifiedAt: string | null;
    };
    InfoPageWriteResult: {
      slug: string;
      /** @enum {string} */
      status: 'DRAFT' | 'PUBLISHED';
      /** @description The revision this write kept; null when none */
      revision: number | null;
    };
    /**
     * @example {
     *       "slug": "campanha-de-vacinacao",
     *       "title": "Campanha de vacinação",
     *       "description": "Vacinação a preço reduzido para cães e gatos em novembro.",
     *       "body": "## Quando\n\nDurante todo o mês de novembro.",
     *       "order": 8,
     *       "inFooter": true
     *     }
     */
    NewInfoPage: {
      /** @description The address /<slug>: a-z, 0-9 and single hyphens, 2–80 characters, not one of the site’s routes */
      slug: string;
      title: string;
      description: string;
      /** @description Markdown; rendered and sanitised on the server as an article is */
      body: string;
      /** @description Position in the footer and lists; 100 by default */
      order?: number;
      /** @description Listed in the footer; false by default */
      inFooter?: boolean;
      /** @description false saves a draft; by default the page goes live */
      publish?: boolean;
    };
    InfoPagePreview: {
      html: string;
    };
    InfoPagePreviewRequest: {
      body: string;
    };
    /** @description An information page as the editors change it, drafts included */
    EditableInfoPage: {
      slug: string;
      title: string;
      description: string;
      order: number;
      inFooter: boolean;
      /** @enum {string} */
      status: 'DRAFT' | 'PUBLISHED';
      /**
       * @description shipped: the file as it ships; edited: a file changed in the browser; new: written in the browser
       * @enum {string}
       */
      origin: 'shipped' | 'edited' | 'new';
      /** @description A file of this address ships with the code */
      shipped: boolean;
      /** @description The "last updated" date visitors see; null if never live */
      updated: string | null;
      /** @description Last change in the browser; null for an untouched file */
      modifiedAt: string | null;
      /** @description The Markdown as written */
      source: string;
      /** @description Sanitised HTML rendered from the Markdown */
      html: string;
    };
    /** @description Only the fields sent change; the address never does */
    InfoPageChanges: {
      title?: string;
      description?: string;
      /** @description Markdown; rendered and sanitised on the server as an article is */
      body?: string;
      order?: number;
      inFooter?: boolean;
    };
    InfoPageRevision: {
      number: number;
      /**
       * @description create, edit, restore (of revision restoredFrom) or shipped (back to the file)
       * @enum {string}
       */
      kind: 'create' | 'edit' | 'restore' | 'shipped';
      restoredFrom: number | null;
      title: string;
      description: string;
      source: string;
      order: number;
      inFooter: boolean;
      /** @description Null once the account is gone */
      author: {
        /** Format: uuid */
        uid: string;
        name: string;
        surname: string;
      } | null;
      createdAt: string;
    };
    /** @description The signed-in person, as the profile page reads and edits it */
    OwnProfile: {
      /** Format: uuid */
      uid: string;
      name: string;
      surname: string;
      /** @description Avatar URL; null: show the default image */
      sourceImage: string | null;
      email: string;
      /** @description Whether the confirmation link mailed to this address was opened: needed to publish (decision 174) */
      emailConfirmed: boolean;
      phone: string | null;
      phoneCountry: string | null;
      userType: string;
      locationId: number | null;
      childLocationId: number | null;
      /** @enum {string} */
      role: 'user' | 'editor' | 'moderator' | 'admin';
      /** @description DGAV breeder registration number */
      dgavNumber: string | null;
      certified: boolean;
      showPhone: boolean;
      /** @description Codes of the breeds bred */
      breeds: string[];
    };
    /**
     * @example {
     *       "phone": "912345678",
     *       "showPhone": true,
     *       "dgavNumber": "123/2024",
     *       "breeds": [
     *         "DOG_SERRA_ESTRELA"
     *       ]
     *     }
     */
    ProfilePatch: {
      name?: string;
      surname?: string;
      phone?: string | null;
      phoneCountry?: string | null;
      showPhone?: boolean;
      userType?: string;
      locationId?: number | null;
      childLocationId?: number | null;
      dgavNumber?: string | null;
      breeds?: string[];
    };
    PasswordChange: {
      currentPassword: string;
      newPassword: string;
    };
    AvatarUpload: {
      /** @description Base64 or data: URL (JPEG, PNG, WebP, AVIF) */
      image: string;
    };
    AccountExport: {
      [key: string]: unknown;
    };
    AccountDeletion: {
      password: string;
    };
    BreederPage: {
      content: components['schemas']['BreederCard'][];
      totalElements: number;
    };
    BreederCard: {
      /** Format: uuid */
      uid: string;
      name: string;
      surname: string;
      /** @description Avatar URL; null: show the default image */
      sourceImage: string | null;
      locationId: number | null;
      location: string | null;
      childLocationId: number | null;
      childLocation: string | null;
      /** @description The breeds bred, each with its animal (species) code */
      breedTypes: {
        code: string;
        name: string;
        species: string;
      }[];
      /**
       * @description Animal codes of breedTypes
       * @example [
       *       "DOG"
       *     ]
       */
      animals: string[];
      certified: boolean;
      /** @description Approved sales on show now */
      activeSales: number;
    };
    /** @description Anyone's public card, and the seller of every sale: never the email; the phone only when shown */
    PublicProfile: {
      /** Format: uuid */
      uid: string;
      name: string;
      surname: string;
      /** @description Avatar URL; null: show the default image */
      sourceImage: string | null;
      locationId: number | null;
      location: string | null;
      childLocationId: number | null;
      childLocation: string | null;
      /** @description The breeds bred, each with its animal (species) code */
      breedTypes: {
        code: string;
        name: string;
        species: string;
      }[];
      /**
       * @description Animal codes of breedTypes
       * @example [
       *       "DOG"
       *     ]
       */
      animals: string[];
      certified: boolean;
      userType: string;
      /** @description Null when the person is not a certified breeder */
      certification: components['schemas']['CertificationSummary'] | null;
      dgavNumber: string | null;
      /**
       * Format: date
       * @description The day the account was created
       * @example 2025-03-14
       */
      memberSince: string;
      /** @description Only when the user chose to show it */
      phone?: string;
      phoneCountry?: string | null;
    };
    /** @description What was checked and when, behind the badge (decision 176) */
    CertificationSummary: {
      dgavNumber: string;
      /** Format: date-time */
      verifiedAt: string;
      /** Format: date-time */
      validUntil: string;
      /** @description How many documents the moderator read */
      documents: number;
      /** @description Whether the breeder described the premises (not those certified before applications existed) */
      premises: boolean;
    };
    /** @description A breeder's certification as their profile shows it */
    MyCertification: {
      certified: boolean;
      /** Format: date-time */
      validUntil: string | null;
      /** @description Whether an application would be taken now (a breeder, none waiting, not certified beyond the reminder) */
      canApply: boolean;
      /** @description The latest application, whatever its state */
      application: components['schemas']['CertificationApplication'] | null;
    };
    CertificationApplication: {
      /** Format: uuid */
      uid: string;
      /** @enum {string} */
      status: 'PENDING' | 'APPROVED' | 'REFUSED';
      dgavNumber: string;
      premises: string;
      documents: components['schemas']['CertificationDocument'][];
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      decidedAt: string | null;
      /** @description The moderator's reason: why it was refused, or what the approval noted */
      reason: string | null;
      /**
       * Format: date-time
       * @description APPROVED: when the certification ends
       */
      validUntil: string | null;
    };
    CertificationDocument: {
      /** Format: uuid */
      uid: string;
      name: string;
      /** @enum {string} */
      contentType: 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp';
      bytes: number;
    };
    /**
     * @example {
     *       "dgavNumber": "DGAV-123456",
     *       "premises": "Canil em moradia com 400 m² de quintal vedado, boxes aquecidas e zona de maternidade.",
     *       "documents": [
     *         {
     *           "name": "registo-dgav.pdf",
     *           "data": "JVBERi0xLjQK…"
     *         }
     *       ]
     *     }
     */
    CertificationInput: {
      dgavNumber: string;
      premises: string;
      documents: {
        name: string;
        /** @description Base64 or data: URL */
        data: string;
      }[];
    };
    /** @description A waiting application as moderators review it */
    CertificationQueueEntry: {
      /** Format: uuid */
      uid: string;
      /** @enum {string} */
      status: 'PENDING' | 'APPROVED' | 'REFUSED';
      dgavNumber: string;
      premises: string;
      documents: components['schemas']['CertificationDocument'][];
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      decidedAt: string | null;
      /** @description The moderator's reason: why it was refused, or what the approval noted */
      reason: string | null;
      /**
       * Format: date-time
       * @description APPROVED: when the certification ends
       */
      validUntil: string | null;
      applicant: {
        /** Format: uuid */
        uid: string;
        name: string;
        email: string;
        /** Format: date */
        memberSince: string;
        profileDgavNumber: string | null;
      };
      /** @description The applicant's earlier applications, newest first */
      earlier: {
        /** @enum {string} */
        status: 'PENDING' | 'APPROVED' | 'REFUSED';
        /** Format: date-time */
        decidedAt: string | null;
        reason: string | null;
      }[];
    };
    /**
     * @example {
     *       "decision": "APPROVE",
     *       "reason": "Registo DGAV confirmado no certificado enviado."
     *     }
     */
    CertificationDecisionInput: {
      /** @enum {string} */
      decision: 'APPROVE' | 'REFUSE';
      reason: string;
    };
    CertificationEnd: {
      /** @enum {boolean} */
      certified: false;
      reason?: string;
    };
    /**
     * @example {
     *       "canBook": false,
     *       "reason": "booking.error.own-sale"
     *     }
     */
    CanBook: {
      canBook: boolean;
      /**
       * @description Translation key
       * @example booking.error.already-booked
       */
      reason?: string;
    };
    BookingSlots: {
      /**
       * @description `proposal`: the seller set no weekly hours, propose a time
       * @enum {string}
       */
      mode: 'slots' | 'proposal';
      slotMinutes: number;
      /**
       * Format: date
       * @description First Lisbon day of the booking window
       */
      first: string;
      /** Format: date */
      last: string;
      blockedDays: string[];
      days: {
        /** Format: date */
        day: string;
        slots: string[];
      }[];
    };
    /**
     * @example {
     *       "role": "visitor",
     *       "visit": null
     *     }
     */
    SaleViewerState: {
      /** @enum {string} */
      role: 'owner' | 'visitor';
      /** @description Owner only: hearts on the sale */
      favorites?: number;
      /** @description Owner only: coming visits asked for and accepted */
      visits?: {
        pending: number;
        accepted: number;
      };
      /** @description Visitor only: their coming visit to this sale, if any */
      visit?: {
        /** Format: uuid */
        uid: string;
        /** @enum {string} */
        status: 'PENDING' | 'ACCEPTED';
        date: string;
      } | null;
    };
    /**
     * @example {
     *       "hours": [
     *         {
     *           "weekday": 6,
     *           "start": "10:00",
     *           "end": "13:00"
     *         }
     *       ],
     *       "blockedDays": [
     *         "2026-08-15"
     *       ],
     *       "slotMinutes": 60
     *     }
     */
    AvailabilityAnswer: {
      hours: {
        /** @description 0 = Sunday … 6 = Saturday */
        weekday: number;
        /** @description `HH:MM`, Lisbon time */
        start: string;
        end: string;
      }[];
      blockedDays: string[];
      slotMinutes: number;
    };
    /**
     * @example {
     *       "hours": [
     *         {
     *           "weekday": 6,
     *           "start": "10:00",
     *           "end": "13:00"
     *         }
     *       ],
     *       "blockedDays": [
     *         "2026-08-15"
     *       ]
     *     }
     */
    Availability: {
      hours: {
        /** @description 0 = Sunday … 6 = Saturday */
        weekday: number;
        /** @description `HH:MM`, Lisbon time */
        start: string;
        end: string;
      }[];
      blockedDays: string[];
    };
    BookingPage: {
      content: components['schemas']['Booking'][];
      totalElements: number;
    };
    Booking: {
      /** Format: uuid */
      uid: string;
      /** @enum {string} */
      status: 'PENDING' | 'ACCEPTED' | 'REJECTED' | 'CANCELLED';
      /**
       * Format: date-time
       * @description Start of the one-hour visit
       */
      date: string;
      /** Format: date-time */
      endDate: string;
      /** @description Pending, but its time has passed: it can no longer be answered */
      expired: boolean;
      message: string | null;
      /** @description The visitor's contact phone for this visit */
      phone: string | null;
      /** @description The animals of a litter the visitor asked to meet, by name (issue 39); empty for a single advert */
      animals: string[];
      rejectReason: string | null;
      /** @description CANCELLED because the seller deleted the advert or marked it sold, not by the visitor (decision 138) */
      cancelledBySeller: boolean;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      decidedAt: string | null;
      sale: {
        /** Format: uuid */
        uid: string;
        title: string;
        location: string | null;
        image: string | null;
        /** @description The seller deleted the advert; its link answers 410 (decision 136) */
        removed: boolean;
      };
      visitor: {
        /** Format: uuid */
        uid: string;
        name: string;
        surname: string;
      };
      /** @description The seller; email and phone only once the visit is accepted (decision 073) */
      seller: {
        /** Format: uuid */
        uid: string;
        name: string;
        surname: string;
        /** @description Only once the visit is accepted */
        email?: string;
        /** @description Only once the visit is accepted, when the seller has one */
        phone?: string;
      };
    };
    BookingRequestView: {
      /** Format: uuid */
      uid: string;
      /** @enum {string} */
      status: 'PENDING' | 'ACCEPTED' | 'REJECTED' | 'CANCELLED';
      /**
       * Format: date-time
       * @description Start of the one-hour visit
       */
      date: string;
      /** Format: date-time */
      endDate: string;
      /** @description Pending, but its time has passed: it can no longer be answered */
      expired: boolean;
      message: string | null;
      /** @description The visitor's contact phone for this visit */
      phone: string | null;
      /** @description The animals of a litter the visitor asked to meet, by name (issue 39); empty for a single advert */
      animals: string[];
      rejectReason: string | null;
      /** @description CANCELLED because the seller deleted the advert or marked it sold, not by the visitor (decision 138) */
      cancelledBySeller: boolean;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      decidedAt: string | null;
      sale: {
        /** Format: uuid */
        uid: string;
        title: string;
        location: string | null;
        image: string | null;
        /** @description The seller deleted the advert; its link answers 410 (decision 136) */
        removed: boolean;
      };
      visitor: {
        /** Format: uuid */
        uid: string;
        name: string;
        surname: string;
      };
      /** @description The seller; email and phone only once the visit is accepted (decision 073) */
      seller: {
        /** Format: uuid */
        uid: string;
        name: string;
        surname: string;
        /** @description Only once the visit is accepted */
        email?: string;
        /** @description Only once the visit is accepted, when the seller has one */
        phone?: string;
      };
      /**
       * @description Who reads: the seller answers, the visitor and an admin only read
       * @enum {string}
       */
      viewerRole: 'seller' | 'visitor' | 'admin';
      /** @description The visitor's other visits on this seller's adverts (empty for the visitor) */
      otherRequests: components['schemas']['Booking'][];
      /** @description While pending: the other pending requests on this seller's adverts for the same hour, which accepting declines (empty for the visitor) */
      clashes: components['schemas']['Booking'][];
    };
    BookingCreated: {
      /** Format: uuid */
      uid: string;
      /** @enum {string} */
      status: 'PENDING';
    };
    BookingRequest: {
      /** Format: uuid */
      saleUid: string;
      /**
       * Format: date-time
       * @description Start of the visit, ISO 8601 with Z or an offset
       * @example 2026-07-11T09:00:00Z
       */
      date: string;
      message?: string;
      phone?: string;
      /** @description A litter's animals the visitor wants to meet (`SaleDetail.animals[].uid`); any other uid: 400 `booking.error.animals` */
      animals?: string[];
    };
    BookingRejection: {
      reason?: string;
    };
    /** @description A page of the public listing (GET /public/sales, /sales) */
    SalePage: {
      content: components['schemas']['SaleCard'][];
      /** @description Adverts matching, counted up to 10000 (1000 with `q`, where relevance ranks the newest 1000 matches); pages past that many are empty */
      totalElements: number;
      /** @description True when more adverts match than the listing counts (10000, or 1000 with `q`): narrower filters reach the others */
      totalCapped: boolean;
      /**
       * @description Present when the words of `q` matched nothing and the page answers them with a word corrected instead (the closest word a listed advert holds: "labradr" → "labrador"); `exact=true` searches `q` as typed
       * @example labrador
       */
      searchedFor?: string;
      /**
       * @description Present when no advert holds every word of `q`: the words that found nothing with the other filters, left out of the search the page answers (`searchedFor`) rather than emptying it (decision 205)
       * @example [
       *       "tricolor"
       *     ]
       */
      missingWords?: string[];
      /**
       * @description Words of `q` read as the filters they mean rather than as text (decision 205): sex words (macho, fêmea, cadela, gatinha…: females of a species also filter by it) and adoption words (adoção, grátis…: free adverts)
       * @example [
       *       "fêmea"
       *     ]
       */
      wordsAsFilters?: string[];
    };
    /** @description An advert as lists show it */
    SaleCard: {
      /** Format: uuid */
      uid: string;
      title: string;
      species: {
        code: string;
        name: string;
      };
      /** @description Null for an undetermined breed */
      breed: {
        code: string;
        name: string;
      } | null;
      purebred: boolean;
      /** @description Euros; 0 is free ("Gratuito") */
      price: number;
      free: boolean;
      /** @enum {string} */
      sex: 'MALE' | 'FEMALE';
      /** Format: date */
      birthDate: string;
      /**
       * Format: date
       * @description From when the animal may go to its new home
       */
      registerDate: string;
      location: {
        id: number;
        name: string;
      } | null;
      childLocation: {
        id: number;
        name: string;
      } | null;
      certified: boolean;
      /** @description Potentially dangerous breed (Portaria n.º 422/2004) */
      dangerous: boolean;
      image: components['schemas']['SaleImage'] | null;
      /** @enum {string} */
      status: 'PENDING' | 'APPROVED' | 'REJECTED';
      availability: components['schemas']['SaleAvailability'];
      /**
       * Format: date-time
       * @description When the sale was last approved (its publication date)
       */
      publishedAt: string | null;
      /** @description What visitors said of the seller (issue 38): the mean of their ratings and how many reviews, from 3 published reviews on; null below */
      sellerRating: {
        overall: number;
        count: number;
      } | null;
      /** @description A litter's animals counted (issue 39, decision 186); null for a single animal */
      litter: {
        animals: number;
        available: number;
        /** @description Available males */
        males: number;
        /** @description Available females */
        females: number;
        /** @description Available animals the listing's price and sex filters match (all without them) */
        matching: number;
        /** @description Euros: the lowest price of the available animals */
        fromPrice: number;
      } | null;
      /**
       * @description Straight-line km, rounded, from the listing's place (`near`, or `lat` and `lon`) to the advert's municipality; only in a listing around a place
       * @example 23
       */
      distanceKm?: number;
    };
    /** @description One of an advert's photos */
    SaleImage: {
      /** @description File key */
      uid: string;
      /** @description 0 is the default photo */
      position: number;
      /**
       * @description URL of the 640 px WebP rendition
       * @example /files/3f2a9c0d1e4b5a6c7d8e/640.webp
       */
      source: string;
      width: number;
      height: number;
      /** @description Every rendition (WebP and JPEG widths) for srcset */
      variants: {
        width: number;
        format: string;
        path: string;
        bytes: number;
      }[];
    };
    /**
     * @description Set by its owner; RESERVED and SOLD leave the listing (decision 137)
     * @enum {string}
     */
    SaleAvailability: 'AVAILABLE' | 'RESERVED' | 'SOLD';
    /** @description What the search box offers as a person types (decision 173): a species, a breed or a place */
    SearchSuggestion: {
      /** @example Labrador Retriever */
      label: string;
      /** @enum {string} */
      kind: 'species' | 'breed' | 'district' | 'municipality';
      /** @description A breed's species, a municipality's district; empty otherwise */
      detail: string;
      filters: components['schemas']['SearchFilters'];
    };
    /**
     * @description What the search looks for, as the /sales filters: each one narrows; none means any.
     * @example {
     *       "species": "DOG",
     *       "breed": "DOG_LABRADOR",
     *       "location": 11,
     *       "priceMax": 900
     *     }
     */
    SearchFilters: {
      /** @description Free text (title, description, species, breed, place), Portuguese stemming and forms, accents ignored */
      q?: string;
      species?: string;
      breed?: string;
      /** @description District or autonomous region id */
      location?: number;
      /** @description Municipality id */
      childLocation?: number;
      /** @description Euros */
      priceMin?: number;
      /** @description Euros */
      priceMax?: number;
      /** @enum {string} */
      sex?: 'MALE' | 'FEMALE';
      /** @description Whole months of age, inclusive */
      ageMin?: number;
      /** @description Whole months of age, inclusive */
      ageMax?: number;
      certified?: boolean;
      free?: boolean;
      /** @description Around this municipality (its id): adverts within `radius` km (issue 54) */
      near?: number;
      /** @description Around this position (with `lon`, WGS84 degrees: the browser's when a person taps "Perto de mim") instead of a municipality */
      lat?: number;
      lon?: number;
      /** @description Km around the place: 10, 25, 50, 100, 200; 25 when a place is given alone */
      radius?: number;
    };
    /** @description One advert with every legal field */
    SaleDetail: {
      /** Format: uuid */
      uid: string;
      title: string;
      species: {
        code: string;
        name: string;
      };
      /** @description Null for an undetermined breed */
      breed: {
        code: string;
        name: string;
      } | null;
      purebred: boolean;
      /** @description Euros; 0 is free ("Gratuito") */
      price: number;
      free: boolean;
      /** @enum {string} */
      sex: 'MALE' | 'FEMALE';
      /** Format: date */
      birthDate: string;
      /**
       * Format: date
       * @description From when the animal may go to its new home
       */
      registerDate: string;
      location: {
        id: number;
        name: string;
      } | null;
      childLocation: {
        id: number;
        name: string;
      } | null;
      certified: boolean;
      /** @description Potentially dangerous breed (Portaria n.º 422/2004) */
      dangerous: boolean;
      image: components['schemas']['SaleImage'] | null;
      /** @enum {string} */
      status: 'PENDING' | 'APPROVED' | 'REJECTED';
      availability: components['schemas']['SaleAvailability'];
      /**
       * Format: date-time
       * @description When the sale was last approved (its publication date)
       */
      publishedAt: string | null;
      /** @description What visitors said of the seller (issue 38): the mean of their ratings and how many reviews, from 3 published reviews on; null below */
      sellerRating: {
        overall: number;
        count: number;
      } | null;
      /** @description A litter's animals counted (issue 39, decision 186); null for a single animal */
      litter: {
        animals: number;
        available: number;
        /** @description Available males */
        males: number;
        /** @description Available females */
        females: number;
        /** @description Available animals the listing's price and sex filters match (all without them) */
        matching: number;
        /** @description Euros: the lowest price of the available animals */
        fromPrice: number;
      } | null;
      /**
       * @description Straight-line km, rounded, from the listing's place (`near`, or `lat` and `lon`) to the advert's municipality; only in a listing around a place
       * @example 23
       */
      distanceKm?: number;
      description: string;
      litterSize: number | null;
      microchip: string | null;
      motherMicrochip: string | null;
      lopNumber: string | null;
      images: components['schemas']['SaleImage'][];
      /** @description Only for its owner and admins */
      rejectReason: string | null;
      /** Format: uuid */
      ownerUid: string;
      seller: components['schemas']['PublicProfile'];
      createDate: string;
      updateDate: string;
      /** @description A litter's animals in order; empty for a single animal */
      animals: components['schemas']['LitterAnimal'][];
    };
    /** @description One animal of a litter as everybody reads it */
    LitterAnimal: {
      /** Format: uuid */
      uid: string;
      position: number;
      label: string;
      /** @enum {string} */
      sex: 'MALE' | 'FEMALE';
      colour: string;
      /** @description Euros */
      price: number;
      microchip: string;
      state: components['schemas']['SaleAvailability'];
      /** @description Its own photos' file keys: /files/{key}/{width}.webp */
      photos: string[];
      /**
       * @description Only in its owner's editor and the moderators' queue: added or changed by a change waiting for the moderators (decision 197); never in a public read
       * @enum {string}
       */
      review?: 'NEW' | 'CHANGED';
    };
    /** @description My sales a page at a time, most recently changed first, with the cursor of the next page and the counts per status whatever the filter (decision 162) */
    MySalesPage: {
      items: components['schemas']['MySale'][];
      /**
       * @description Send it back as `cursor` for the following page; null on the last page
       * @example MjAyNi0xMS0yNlQxNzoyNjoyMy4xMjM0NTZafjBiOWYzYjhlLTVmMWEtNGM1Mi05ZDhlLTJmNmEzYzFkN2U5MA
       */
      next: string | null;
      counts: components['schemas']['MySaleCounts'];
    };
    /** @description One of my sales (GET /private/my-sale) */
    MySale: {
      /** Format: uuid */
      uid: string;
      title: string;
      species: {
        code: string;
        name: string;
      };
      /** @description Null for an undetermined breed */
      breed: {
        code: string;
        name: string;
      } | null;
      purebred: boolean;
      /** @description Euros; 0 is free ("Gratuito") */
      price: number;
      free: boolean;
      /** @enum {string} */
      sex: 'MALE' | 'FEMALE';
      /** Format: date */
      birthDate: string;
      /**
       * Format: date
       * @description From when the animal may go to its new home
       */
      registerDate: string;
      location: {
        id: number;
        name: string;
      } | null;
      childLocation: {
        id: number;
        name: string;
      } | null;
      certified: boolean;
      /** @description Potentially dangerous breed (Portaria n.º 422/2004) */
      dangerous: boolean;
      image: components['schemas']['SaleImage'] | null;
      /** @enum {string} */
      status: 'PENDING' | 'APPROVED' | 'REJECTED';
      availability: components['schemas']['SaleAvailability'];
      /**
       * Format: date-time
       * @description When the sale was last approved (its publication date)
       */
      publishedAt: string | null;
      /** @description What visitors said of the seller (issue 38): the mean of their ratings and how many reviews, from 3 published reviews on; null below */
      sellerRating: {
        overall: number;
        count: number;
      } | null;
      /** @description A litter's animals counted (issue 39, decision 186); null for a single animal */
      litter: {
        animals: number;
        available: number;
        /** @description Available males */
        males: number;
        /** @description Available females */
        females: number;
        /** @description Available animals the listing's price and sex filters match (all without them) */
        matching: number;
        /** @description Euros: the lowest price of the available animals */
        fromPrice: number;
      } | null;
      /**
       * @description Straight-line km, rounded, from the listing's place (`near`, or `lat` and `lon`) to the advert's municipality; only in a listing around a place
       * @example 23
       */
      distanceKm?: number;
      rejectReason: string | null;
      /** @description People whose heart is on the sale now */
      favorites: number;
      /** @description Every visit request ever made for it */
      visitRequests: number;
      /** @description The visit requests still waiting for an answer */
      pendingVisitRequests: number;
      createDate: string;
      updateDate: string;
      /** @description A change waiting for the moderators; the published version stays online (decision 135) */
      revision: {
        title: string;
        /** Format: date-time */
        submittedAt: string;
      } | null;
      /** @description Why the moderators refused the last change (the published version stayed) */
      revisionRejectReason: string | null;
      /** @description Taken down after reports (rejectReason says why): its owner may appeal (decision 174) */
      takenDown: boolean;
      /** @description The owner's latest appeal: waiting, or answered with the moderator's reason */
      appeal: {
        /** @enum {string} */
        state: 'OPEN' | 'REINSTATE' | 'UPHOLD';
        reason: string | null;
      } | null;
    };
    /** @description My adverts in every status and in each, whatever `status` asked */
    MySaleCounts: {
      all: number;
      PENDING: number;
      APPROVED: number;
      REJECTED: number;
    };
    /** @description One of my sales for the editor: with a pending change, the sale as that change would make it */
    MySaleDetail: {
      /** Format: uuid */
      uid: string;
      title: string;
      species: {
        code: string;
        name: string;
      };
      /** @description Null for an undetermined breed */
      breed: {
        code: string;
        name: string;
      } | null;
      purebred: boolean;
      /** @description Euros; 0 is free ("Gratuito") */
      price: number;
      free: boolean;
      /** @enum {string} */
      sex: 'MALE' | 'FEMALE';
      /** Format: date */
      birthDate: string;
      /**
       * Format: date
       * @description From when the animal may go to its new home
       */
      registerDate: string;
      location: {
        id: number;
        name: string;
      } | null;
      childLocation: {
        id: number;
        name: string;
      } | null;
      certified: boolean;
      /** @description Potentially dangerous breed (Portaria n.º 422/2004) */
      dangerous: boolean;
      image: components['schemas']['SaleImage'] | null;
      /** @enum {string} */
      status: 'PENDING' | 'APPROVED' | 'REJECTED';
      availability: components['schemas']['SaleAvailability'];
      /**
       * Format: date-time
       * @description When the sale was last approved (its publication date)
       */
      publishedAt: string | null;
      /** @description What visitors said of the seller (issue 38): the mean of their ratings and how many reviews, from 3 published reviews on; null below */
      sellerRating: {
        overall: number;
        count: number;
      } | null;
      /** @description A litter's animals counted (issue 39, decision 186); null for a single animal */
      litter: {
        animals: number;
        available: number;
        /** @description Available males */
        males: number;
        /** @description Available females */
        females: number;
        /** @description Available animals the listing's price and sex filters match (all without them) */
        matching: number;
        /** @description Euros: the lowest price of the available animals */
        fromPrice: number;
      } | null;
      /**
       * @description Straight-line km, rounded, from the listing's place (`near`, or `lat` and `lon`) to the advert's municipality; only in a listing around a place
       * @example 23
       */
      distanceKm?: number;
      description: string;
      litterSize: number | null;
      microchip: string | null;
      motherMicrochip: string | null;
      lopNumber: string | null;
      images: components['schemas']['SaleImage'][];
      /** @description Only for its owner and admins */
      rejectReason: string | null;
      /** Format: uuid */
      ownerUid: string;
      seller: components['schemas']['PublicProfile'];
      createDate: string;
      updateDate: string;
      /** @description A litter's animals in order; empty for a single animal */
      animals: components['schemas']['LitterAnimal'][];
      /** @description True: the fields are those of the change waiting for the moderators */
      revisionPending: boolean;
      /** @description True: the animals are those of a change waiting for the moderators; buyers see the approved ones */
      animalsPending: boolean;
    };
    SaleEditResult: {
      /** Format: uuid */
      uid: string;
      revision: boolean;
    };
    AvailabilityChange: {
      /** Format: uuid */
      uid: string;
      availability: components['schemas']['SaleAvailability'];
      notified: number;
    };
    /**
     * @example {
     *       "availability": "SOLD"
     *     }
     */
    AvailabilityUpdate: {
      /** @enum {string} */
      availability: 'AVAILABLE' | 'RESERVED' | 'SOLD';
    };
    LitterAnimalsSaved: {
      animals: components['schemas']['LitterAnimal'][];
      /** @description True: the advert is published and these animals wait for the moderators (marked `review`), while buyers still see the approved ones; false: they are the litter now */
      revision: boolean;
    };
    LitterAnimals: {
      animals: components['schemas']['LitterAnimal'][];
    };
    /**
     * @example {
     *       "state": "RESERVED"
     *     }
     */
    LitterAnimalState: {
      /** @enum {string} */
      state: 'AVAILABLE' | 'RESERVED' | 'SOLD';
    };
    SalePhotoUpload: {
      /** @description Base64 or data: URL */
      source: string;
    };
    /**
     * @example {
     *       "saleUid": "0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90",
     *       "favorite": true
     *     }
     */
    FavoriteUpdate: {
      /**
       * Format: uuid
       * @example 0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90
       */
      saleUid: string;
      favorite: boolean;
    };
    FavoritePage: {
      content: components['schemas']['SaleCard'][];
      totalElements: number;
    };
    ModerationPage: {
      content: components['schemas']['ModerationItem'][];
      totalElements: number;
    };
    /** @description A sale in the moderation queue */
    ModerationItem: {
      /** Format: uuid */
      uid: string;
      title: string;
      species: {
        code: string;
        name: string;
      };
      /** @description Null for an undetermined breed */
      breed: {
        code: string;
        name: string;
      } | null;
      purebred: boolean;
      /** @description Euros; 0 is free ("Gratuito") */
      price: number;
      free: boolean;
      /** @enum {string} */
      sex: 'MALE' | 'FEMALE';
      /** Format: date */
      birthDate: string;
      /**
       * Format: date
       * @description From when the animal may go to its new home
       */
      registerDate: string;
      location: {
        id: number;
        name: string;
      } | null;
      childLocation: {
        id: number;
        name: string;
      } | null;
      certified: boolean;
      /** @description Potentially dangerous breed (Portaria n.º 422/2004) */
      dangerous: boolean;
      image: components['schemas']['SaleImage'] | null;
      /** @enum {string} */
      status: 'PENDING' | 'APPROVED' | 'REJECTED';
      availability: components['schemas']['SaleAvailability'];
      /**
       * Format: date-time
       * @description When the sale was last approved (its publication date)
       */
      publishedAt: string | null;
      /** @description What visitors said of the seller (issue 38): the mean of their ratings and how many reviews, from 3 published reviews on; null below */
      sellerRating: {
        overall: number;
        count: number;
      } | null;
      /** @description A litter's animals counted (issue 39, decision 186); null for a single animal */
      litter: {
        animals: number;
        available: number;
        /** @description Available males */
        males: number;
        /** @description Available females */
        females: number;
        /** @description Available animals the listing's price and sex filters match (all without them) */
        matching: number;
        /** @description Euros: the lowest price of the available animals */
        fromPrice: number;
      } | null;
      /**
       * @description Straight-line km, rounded, from the listing's place (`near`, or `lat` and `lon`) to the advert's municipality; only in a listing around a place
       * @example 23
       */
      distanceKm?: number;
      description: string;
      litterSize: number | null;
      microchip: string | null;
      motherMicrochip: string | null;
      lopNumber: string | null;
      images: components['schemas']['SaleImage'][];
      /** @description Only for its owner and admins */
      rejectReason: string | null;
      /** Format: uuid */
      ownerUid: string;
      seller: components['schemas']['PublicProfile'];
      createDate: string;
      updateDate: string;
      /** @description A litter's animals in order; empty for a single animal */
      animals: components['schemas']['LitterAnimal'][];
      /** @description The seller's email, for the moderator to get in touch (never shown to the public) */
      sellerEmail: string;
      /** @description True: a change to an approved sale (still online as it was), shown as it would read once approved */
      revision: boolean;
      /**
       * @description The body fields the change alters, and `animals` when it alters a litter's animals
       * @example [
       *       "title",
       *       "price",
       *       "animals"
       *     ]
       */
      changes: string[];
      /** @description The names of the litter's animals the change takes out (decision 197) */
      removedAnimals: string[];
    };
    ModerationDecision: {
      /** Format: uuid */
      uid: string;
      /** @enum {string} */
      status: 'PENDING' | 'APPROVED' | 'REJECTED';
      certified: boolean;
      /**
       * @description Present when the decision was on a change to an approved sale (decision 135)
       * @enum {boolean}
       */
      revision?: true;
    };
    /**
     * @example {
     *       "reason": "Faltam o número de microchip da mãe e fotografias reais do animal."
     *     }
     */
    RejectReason: {
      reason: string;
    };
    MessageSent: {
      /** Format: uuid */
      conversationUid: string;
      created: boolean;
      message: components['schemas']['Message'];
    };
    /**
     * @example {
     *       "saleUid": "0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90",
     *       "body": "Olá! Ainda está disponível?"
     *     }
     */
    ConversationStart: {
      /** Format: uuid */
      saleUid: string;
      /** @description Plain text, up to 2000 characters after trimming; empty only with photos */
      body: string;
      /** @description Keys of up to 4 photos the caller uploaded and has not sent yet */
      photos?: string[];
    };
    ConversationPage: {
      content: components['schemas']['Conversation'][];
      totalElements: number;
    };
    Conversation: {
      /** Format: uuid */
      uid: string;
      /**
       * @description The caller wrote from the advert, or owns it
       * @enum {string}
       */
      role: 'buyer' | 'seller';
      /** @description The advert it is about; its title stays as it was once the advert was deleted */
      sale: {
        /**
         * Format: uuid
         * @description Null once the advert was deleted
         */
        uid: string | null;
        title: string;
        image: string | null;
      };
      /** @description The other person; all null once their account was deleted ("conta eliminada") */
      other: {
        /** Format: uuid */
        uid: string | null;
        name: string | null;
        avatar: string | null;
      };
      /** @description Null only for a conversation without messages */
      lastMessage: components['schemas']['Message'] | null;
      /** @description The other person's messages the caller has not read */
      unread: number;
      /** @description Up to this id the caller's messages reached the other person */
      otherDeliveredId: number;
      /** @description Up to this id the other person read the caller's messages */
      otherReadId: number;
      /** @description The caller blocked the other person: neither can write */
      blockedByMe: boolean;
      /** @description The other person blocked the caller: neither can write */
      blockedByOther: boolean;
      /** Format: date-time */
      createdAt: string;
    };
    ConversationAboutSale: {
      sale: {
        /** Format: uuid */
        uid: string;
        title: string;
        image: string | null;
        seller: string;
      };
      /** @description Null before the first message */
      conversation: components['schemas']['Conversation'] | null;
    };
    /** @description Messages of one conversation, and whether more lie beyond them in the direction asked */
    MessageSlice: {
      /** @description Ascending by id */
      content: components['schemas']['Message'][];
      /** @description More messages lie beyond these in the direction asked */
      more: boolean;
    };
    MessageText: {
      /** @description Plain text, up to 2000 characters after trimming; empty only with photos */
      body: string;
      /** @description Keys of up to 4 photos the caller uploaded and has not sent yet */
      photos?: string[];
    };
    MessagePhotoUpload: {
      /** @description Base64 or data: URL */
      source: string;
    };
    /**
     * @example {
     *       "upTo": 120
     *     }
     */
    MessageMark: {
      upTo: number;
    };
    BlockChoice: {
      blocked: boolean;
    };
    VisitProposal: {
      /**
       * Format: date-time
       * @description Start of the visit, ISO 8601 with Z or an offset
       * @example 2026-07-11T09:00:00Z
       */
      date: string;
    };
    ProposalAccepted: {
      /** Format: uuid */
      bookingUid: string;
    };
    ReportFiled: {
      /** Format: uuid */
      uid: string;
      held: boolean;
    };
    /**
     * @example {
     *       "targetType": "SALE",
     *       "targetUid": "0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90",
     *       "reason": "SCAM",
     *       "text": "Pede um sinal por transferência antes de mostrar o animal."
     *     }
     */
    ReportInput: {
      /** @enum {string} */
      targetType: 'SALE' | 'USER' | 'CONVERSATION' | 'REVIEW';
      /**
       * Format: uuid
       * @example 0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90
       */
      targetUid: string;
      /** @enum {string} */
      reason:
        'SCAM' | 'TOO_YOUNG' | 'WELFARE' | 'WRONG_INFORMATION' | 'OFFENSIVE' | 'OTHER' | 'UNTRUE' | 'PERSONAL_DATA';
      text?: string;
    };
    /** @description The open reports of one target about one person, as the queue shows them (worst first) */
    ReportGroup: {
      /** @enum {string} */
      targetType: 'SALE' | 'USER' | 'CONVERSATION' | 'REVIEW';
      /** Format: uuid */
      targetUid: string;
      /** @description The advert's title, the person's name, or the conversation's advert */
      title: string;
      /** @description The page a moderator opens to see it */
      link: string | null;
      /** @description The person the reports are about, whom WARN and SUSPEND hit (decision 174) */
      owner: {
        /** Format: uuid */
        uid: string;
        name: string;
      } | null;
      /** @description Different people with an open report on it */
      reporters: number;
      /** @description What the open reports weigh together (decision 174) */
      weight: number;
      /** @description The weight that hides an advert (REPORT_HOLD_WEIGHT) */
      holdWeight: number;
      reasons: {
        /** @enum {string} */
        reason:
          'SCAM' | 'TOO_YOUNG' | 'WELFARE' | 'WRONG_INFORMATION' | 'OFFENSIVE' | 'OTHER' | 'UNTRUE' | 'PERSONAL_DATA';
        count: number;
      }[];
      /** @description The reporters' texts, newest first */
      texts: string[];
      /** @description Each open report, newest first, with what it weighs and its reporter's record */
      reports: components['schemas']['ReportEntry'][];
      /** Format: date-time */
      firstReportedAt: string;
      /**
       * Format: date-time
       * @description When the advert was created (an advert's age is a signal)
       */
      targetCreatedAt: string | null;
      /** @description An advert hidden after reports until a decision */
      held: boolean;
      /** @description Why a held advert was held: how many reports and what they weighed */
      heldBecause: string | null;
      /** @description Earlier take-downs, rejections and warnings of the owner */
      ownerHistory: number;
      /** @description How many of the owner's messages carried a scam note, in all, and per kind (decision 177); null when the reports name nobody */
      ownerMessages: {
        total: number;
        flagged: number;
        kinds: {
          /** @enum {string} */
          kind: 'deposit' | 'payment' | 'courier' | 'pressure' | 'contact';
          count: number;
        }[];
      } | null;
      log: components['schemas']['ModerationEntry'][];
      /** @description A reported conversation's latest 50 messages, oldest first; empty for other targets */
      messages: {
        author: string | null;
        body: string | null;
        /** @description Read from GET /private/conversation/{uid}/photo/{key}/{width}.webp */
        photos: {
          key: string;
          width: number;
          height: number;
        }[];
        /** Format: date-time */
        createdAt: string;
      }[];
      /** @description A reported review as it reads (decision 184); null for other targets */
      review: {
        /** Format: uuid */
        uid: string;
        /**
         * @description Written by the visitor, or by the advertiser
         * @enum {string}
         */
        side: 'VISITOR' | 'ADVERTISER';
        /** @description First name and initial; null once the account was deleted */
        author: string | null;
        ratings: components['schemas']['ReviewRatings'];
        text: string | null;
        /** @description The advert the visit was for (its title as it was) */
        saleTitle: string;
        /** Format: date-time */
        visitedOn: string;
        /** Format: date-time */
        publishedAt: string;
        /** @description The reviewed person's answer */
        answer: {
          text: string;
          /** Format: date-time */
          at: string;
        } | null;
        /** @description Whether it counts toward the reviewed person's averages and count (decision 196): only a review by an established writer independent of them does; the others are shown marked and left out */
        counted: boolean;
        /**
         * @description The writer's standing towards the person reviewed, read now: `unconfirmed` (e-mail not confirmed), `new` (account under 7 days old: it counts once older), `linked` (the two were seen sharing a sign-in address or a browser: it never counts), `established` (counted)
         * @enum {string}
         */
        standing: 'unconfirmed' | 'new' | 'linked' | 'established';
        /** @description The person reviewed */
        about: string | null;
      } | null;
    };
    /** @description One open report in the queue: who filed it, what it weighs, and how their earlier reports went */
    ReportEntry: {
      /** @description Null once the reporter deleted their account */
      reporter: {
        /** Format: uuid */
        uid: string;
        name: string;
      } | null;
      /** @description Whether the reporter's e-mail is confirmed (an unconfirmed account's report weighs nothing) */
      confirmed: boolean;
      /** Format: date-time */
      memberSince: string | null;
      /** @description What this report counted toward a hold when filed */
      weight: number;
      /** @description Whether, when filed, the reporter had shared a sign-in address or a browser with the person reported or with another reporter whose report weighed (decision 196): then it weighed nothing */
      linked: boolean;
      /** @enum {string} */
      reason:
        'SCAM' | 'TOO_YOUNG' | 'WELFARE' | 'WRONG_INFORMATION' | 'OFFENSIVE' | 'OTHER' | 'UNTRUE' | 'PERSONAL_DATA';
      text: string | null;
      /** Format: date-time */
      createdAt: string;
      /** @description Reports this reporter filed in all */
      filed: number;
      /** @description Of those, how many a moderator upheld (not dismissed) */
      upheld: number;
    };
    ModerationEntry: {
      /** Format: uuid */
      uid: string;
      /** @enum {string} */
      action:
        | 'APPROVE'
        | 'REJECT'
        | 'TAKE_DOWN'
        | 'CERTIFY'
        | 'UNCERTIFY'
        | 'HOLD'
        | 'DISMISS'
        | 'WARN'
        | 'SUSPEND'
        | 'LIFT'
        | 'GRANT_MODERATOR'
        | 'REVOKE_MODERATOR'
        | 'REINSTATE'
        | 'UPHOLD'
        | 'CERTIFICATION_REFUSE';
      /** @description Null for the site's own decision (an automatic hold) */
      moderator: string | null;
      reason: string | null;
      /** Format: date-time */
      createdAt: string;
    };
    /** @description 1 to 5 each: a visitor rates health, honesty, communication; an advertiser punctuality, respect */
    ReviewRatings: {
      health?: number;
      honesty?: number;
      communication?: number;
      punctuality?: number;
      respect?: number;
    };
    ReportDecisionResult: {
      closed: number;
    };
    /**
     * @example {
     *       "targetType": "SALE",
     *       "targetUid": "0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90",
     *       "decision": "TAKE_DOWN",
     *       "reason": "Fotografias copiadas de outro anúncio."
     *     }
     */
    ReportDecisionInput: {
      /** @enum {string} */
      targetType: 'SALE' | 'USER' | 'CONVERSATION' | 'REVIEW';
      /**
       * Format: uuid
       * @example 0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90
       */
      targetUid: string;
      /**
       * Format: uuid
       * @description The group's person (`owner.uid` in the queue); needed only when a conversation holds reports about both people
       * @example 0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90
       */
      subjectUid?: string;
      /** @enum {string} */
      decision: 'DISMISS' | 'TAKE_DOWN' | 'WARN' | 'SUSPEND';
      reason: string;
      /**
       * @description SUSPEND only: days, or null for good
       * @example 30
       */
      days?: number | null;
    };
    Suspension: {
      /**
       * Format: date-time
       * @description 9999-12-31 for good
       */
      until: string;
    };
    /**
     * @example {
     *       "days": 30,
     *       "reason": "Pediu sinais antes de mostrar os animais."
     *     }
     */
    SuspensionInput: {
      /**
       * @description SUSPEND only: days, or null for good
       * @example 30
       */
      days?: number | null;
      reason: string;
    };
    AppealFiled: {
      /** Format: uuid */
      uid: string;
    };
    /**
     * @example {
     *       "text": "As fotografias são minhas: posso enviar os originais com a data."
     *     }
     */
    AppealInput: {
      text: string;
    };
    /** @description An open appeal as the moderators' queue shows it */
    AppealEntry: {
      /** Format: uuid */
      uid: string;
      sale: {
        /** Format: uuid */
        uid: string;
        title: string;
      };
      owner: {
        /** Format: uuid */
        uid: string;
        name: string;
      };
      text: string;
      /** Format: date-time */
      createdAt: string;
      /** @description The take-down it answers: the moderator's reason and when */
      takeDown: {
        reason: string | null;
        /** Format: date-time */
        at: string | null;
      };
    };
    /**
     * @example {
     *       "decision": "REINSTATE",
     *       "reason": "Fotografias originais confirmadas."
     *     }
     */
    AppealDecisionInput: {
      /** @enum {string} */
      decision: 'REINSTATE' | 'UPHOLD';
      reason: string;
    };
    /** @description A saved search as its owner sees it */
    SavedSearch: {
      /** Format: uuid */
      uid: string;
      name: string;
      filters: components['schemas']['SearchFilters'];
      /**
       * @description The filters in words, as the list of saved searches shows them
       * @example Cão · Labrador Retriever · Lisboa · até 900 €
       */
      summary: string;
      /**
       * @description The /sales address that lists it
       * @example /sales?species=DOG
       */
      href: string;
      /**
       * @description IMMEDIATE: bell and a mail at once; DAILY: bell, and one morning mail with the day’s matches; OFF: bell only
       * @enum {string}
       */
      frequency: 'IMMEDIATE' | 'DAILY' | 'OFF';
      paused: boolean;
      /** @description Adverts that match now, counted no further than the listing reaches (10000; 1000 with a text `q`) */
      matches: number;
      /** @description More adverts than `matches` match now */
      matchesCapped: boolean;
      /** Format: date-time */
      createdAt: string;
    };
    /**
     * @example {
     *       "filters": {
     *         "species": "DOG",
     *         "breed": "DOG_LABRADOR",
     *         "priceMax": 900
     *       },
     *       "frequency": "DAILY"
     *     }
     */
    SavedSearchInput: {
      name?: string;
      filters: components['schemas']['SearchFilters'];
      /**
       * @description IMMEDIATE: bell and a mail at once; DAILY: bell, and one morning mail with the day’s matches; OFF: bell only
       * @enum {string}
       */
      frequency?: 'IMMEDIATE' | 'DAILY' | 'OFF';
    };
    /**
     * @example {
     *       "paused": true
     *     }
     */
    SavedSearchChanges: {
      name?: string;
      paused?: boolean;
      /**
       * @description IMMEDIATE: bell and a mail at once; DAILY: bell, and one morning mail with the day’s matches; OFF: bell only
       * @enum {string}
       */
      frequency?: 'IMMEDIATE' | 'DAILY' | 'OFF';
    };
    Unsubscribed: {
      /** @description Searches paused (those still there) */
      paused: number;
    };
    PeoplePage: {
      content: components['schemas']['PersonSummary'][];
      totalElements: number;
    };
    /** @description A person as the moderators' people page lists them */
    PersonSummary: {
      /** Format: uuid */
      uid: string;
      name: string;
      surname: string;
      email: string;
      /** @enum {string} */
      role: 'user' | 'editor' | 'moderator' | 'admin';
      /**
       * Format: date-time
       * @description Suspended until then (9999-12-31 for good), or null
       */
      suspendedUntil: string | null;
    };
    /** @description One person for the moderators: their role, suspension, open reports and every decision about them */
    PersonForModerators: {
      /** Format: uuid */
      uid: string;
      name: string;
      surname: string;
      email: string;
      /** @enum {string} */
      role: 'user' | 'editor' | 'moderator' | 'admin';
      /**
       * Format: date-time
       * @description Suspended until then (9999-12-31 for good), or null
       */
      suspendedUntil: string | null;
      userType: string;
      certified: boolean;
      /**
       * Format: date
       * @example 2026-03-14
       */
      memberSince: string;
      suspensionReason: string | null;
      /** @description Open reports about this person */
      openReports: number;
      /** @description Every decision about this person, newest first */
      log: components['schemas']['ModerationEntry'][];
    };
    RoleChange: {
      /** Format: uuid */
      uid: string;
      /** @enum {string} */
      role: 'moderator' | 'user';
      changed: boolean;
    };
    /**
     * @example {
     *       "role": "moderator"
     *     }
     */
    RoleInput: {
      /** @enum {string} */
      role: 'moderator' | 'user';
    };
    /** @description A visit the caller may review now, or has reviewed and waits for the other side */
    ReviewableVisit: {
      /** Format: uuid */
      bookingUid: string;
      /**
       * @description The side the caller writes as
       * @enum {string}
       */
      side: 'VISITOR' | 'ADVERTISER';
      saleTitle: string;
      /** @description The person reviewed */
      other: {
        /** Format: uuid */
        uid: string | null;
        name: string | null;
      };
      /** Format: date-time */
      visitedAt: string;
      /** Format: date-time */
      closesAt: string;
      /** @description The caller's own review, when written (never the other side's before publication) */
      mine: {
        /** Format: uuid */
        uid: string;
        ratings: components['schemas']['ReviewRatings'];
        text: string | null;
        published: boolean;
        /** @description A moderator's reason when hidden (decision 184) */
        hidden: string | null;
      } | null;
      /** @description The other side's review, only once published */
      theirs: components['schemas']['Review'] | null;
    };
    /** @description A published review as people read it */
    Review: {
      /** Format: uuid */
      uid: string;
      /**
       * @description Written by the visitor, or by the advertiser
       * @enum {string}
       */
      side: 'VISITOR' | 'ADVERTISER';
      /** @description First name and initial; null once the account was deleted */
      author: string | null;
      ratings: components['schemas']['ReviewRatings'];
      text: string | null;
      /** @description The advert the visit was for (its title as it was) */
      saleTitle: string;
      /** Format: date-time */
      visitedOn: string;
      /** Format: date-time */
      publishedAt: string;
      /** @description The reviewed person's answer */
      answer: {
        text: string;
        /** Format: date-time */
        at: string;
      } | null;
      /** @description Whether it counts toward the reviewed person's averages and count (decision 196): only a review by an established writer independent of them does; the others are shown marked and left out */
      counted: boolean;
      /**
       * @description The writer's standing towards the person reviewed, read now: `unconfirmed` (e-mail not confirmed), `new` (account under 7 days old: it counts once older), `linked` (the two were seen sharing a sign-in address or a browser: it never counts), `established` (counted)
       * @enum {string}
       */
      standing: 'unconfirmed' | 'new' | 'linked' | 'established';
    };
    MyReviews: {
      received: components['schemas']['Review'][];
      given: {
        /** Format: uuid */
        uid: string;
        /**
         * @description Written by the visitor, or by the advertiser
         * @enum {string}
         */
        side: 'VISITOR' | 'ADVERTISER';
        /** @description First name and initial; null once the account was deleted */
        author: string | null;
        ratings: components['schemas']['ReviewRatings'];
        text: string | null;
        /** @description The advert the visit was for (its title as it was) */
        saleTitle: string;
        /** Format: date-time */
        visitedOn: string;
        /** Format: date-time */
        publishedAt: string;
        /** @description The reviewed person's answer */
        answer: {
          text: string;
          /** Format: date-time */
          at: string;
        } | null;
        /** @description Whether it counts toward the reviewed person's averages and count (decision 196): only a review by an established writer independent of them does; the others are shown marked and left out */
        counted: boolean;
        /**
         * @description The writer's standing towards the person reviewed, read now: `unconfirmed` (e-mail not confirmed), `new` (account under 7 days old: it counts once older), `linked` (the two were seen sharing a sign-in address or a browser: it never counts), `established` (counted)
         * @enum {string}
         */
        standing: 'unconfirmed' | 'new' | 'linked' | 'established';
        published: boolean;
        about: string | null;
        /** @description A moderator's reason when hidden (decision 184) */
        hidden: string | null;
      }[];
    };
    ReviewForm: {
      /** Format: uuid */
      bookingUid: string;
      /**
       * @description The side the caller writes as
       * @enum {string}
       */
      side: 'VISITOR' | 'ADVERTISER';
      saleTitle: string;
      /** @description The person reviewed */
      other: {
        /** Format: uuid */
        uid: string | null;
        name: string | null;
      };
      /** Format: date-time */
      visitedAt: string;
      /** Format: date-time */
      closesAt: string;
      /** @description The caller's own review, when written (never the other side's before publication) */
      mine: {
        /** Format: uuid */
        uid: string;
        ratings: components['schemas']['ReviewRatings'];
        text: string | null;
        published: boolean;
        /** @description A moderator's reason when hidden (decision 184) */
        hidden: string | null;
      } | null;
      /** @description The other side's review, only once published */
      theirs: components['schemas']['Review'] | null;
      /** @enum {string|null} */
      refusal:
        | 'review.error.not-accepted'
        | 'review.error.too-early'
        | 'review.error.closed'
        | 'review.error.already-written'
        | null;
    };
    ReviewWritten: {
      /** Format: uuid */
      uid: string;
      published: boolean;
    };
    /**
     * @example {
     *       "ratings": {
     *         "health": 5,
     *         "honesty": 4,
     *         "communication": 5
     *       },
     *       "text": "A cadela estava saudável e os documentos batiam certo com o anúncio."
     *     }
     */
    ReviewWrite: {
      ratings: components['schemas']['ReviewRatings'];
      text?: string;
    };
    ReviewAnswer: {
      text: string;
    };
    BreederReviews: {
      summary: components['schemas']['RatingSummary'];
      content: components['schemas']['Review'][];
      totalElements: number;
    };
    /** @description A person's ratings as an advertiser: the average per question (one decimal) of the reviews that count */
    RatingSummary: {
      /** @description Reviews that count (decision 196) */
      count: number;
      averages: {
        health: number | null;
        honesty: number | null;
        communication: number | null;
      };
      /** @description Mean of the three averages, one decimal */
      overall: number | null;
    };
    PushDevices: {
      /** @description The site's VAPID public key (base64url): the browser's applicationServerKey */
      publicKey: string;
      devices: components['schemas']['PushDevice'][];
    };
    PushDevice: {
      /** Format: uuid */
      id: string;
      /** @description The device's push service address (the page finds its own by it) */
      endpoint: string;
      /**
       * @description Browser and system it subscribed from
       * @example Chrome · Android
       */
      device: string;
      /**
       * @description What the device is told of: `message` (a new message), `visit` (a visit asked for, accepted or declined), `search` (a new advert for a saved search), `report` (a report's outcome, an advert held, a warning)
       * @example [
       *       "message",
       *       "visit"
       *     ]
       */
      kinds: ('message' | 'visit' | 'search' | 'report')[];
      /** Format: date-time */
      createdAt: string;
      /**
       * Format: date-time
       * @description The last push sent to it, or when it was turned on
       */
      usedAt: string;
    };
    /**
     * @example {
     *       "endpoint": "https://fcm.googleapis.com/fcm/send/dpH5lCsTSSM:APA91bHqjZxM0VImWWqDRN7U0a3AycjUf4O-byuxb_wJsKRaKvV",
     *       "keys": {
     *         "p256dh": "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
     *         "auth": "tBHItJI5svbpez7KI4CCXg"
     *       }
     *     }
     */
    PushSubscriptionInput: {
      /** Format: uri */
      endpoint: string;
      keys: {
        p256dh: string;
        auth: string;
      };
      /**
       * @description What the device is told of: `message` (a new message), `visit` (a visit asked for, accepted or declined), `search` (a new advert for a saved search), `report` (a report's outcome, an advert held, a warning)
       * @example [
       *       "message",
       *       "visit"
       *     ]
       */
      kinds?: ('message' | 'visit' | 'search' | 'report')[];
    };
    /**
     * @example {
     *       "kinds": [
     *         "message"
     *       ]
     *     }
     */
    PushDeviceChanges: {
      /**
       * @description What the device is told of: `message` (a new message), `visit` (a visit asked for, accepted or declined), `search` (a new advert for a saved search), `report` (a report's outcome, an advert held, a warning)
       * @example [
       *       "message",
       *       "visit"
       *     ]
       */
      kinds: ('message' | 'visit' | 'search' | 'report')[];
    };
  };
  responses: {
    /** @description Invalid input: `validation-error` with `errors` (field → key) for a parameter, query or body that breaks its rules, a body nested deeper than 32 levels or holding U+0000, or a URL holding `%00`; `malformed-json` for a body that is not JSON. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description `unauthorized`: no bearer token, or one that is invalid, expired, retired or of a deleted account. */
    Unauthorized: {
      headers: {
        /** @description When no valid token came with the call */
        'WWW-Authenticate'?: 'Bearer';
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description `forbidden`: the call needs a role the session's account does not have. */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description `not-found`: what the call names does not exist, or the caller may not see it. */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description `payload-too-large`: the body is over the limit of the call (1 MB unless its description names more). */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description `unsupported-media-type`: a body that is not `application/json`. */
    UnsupportedMediaType: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description `too-many-requests`: the rate limit of the call is spent (decision 024); retry after `Retry-After`. */
    TooManyRequests: {
      headers: {
        /** @description Seconds until the window ends */
        'Retry-After'?: string;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
