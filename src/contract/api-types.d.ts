/**
 * The API's types, generated from the live OpenAPI document by openapi-typescript (issue 24).
 * Do not edit: run `npm run api:types`. A test fails when this file and the document differ.
 * Use with openapi-fetch: `createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${key}` } })`.
 */
export interface paths {
  '/.well-known/report-signing-key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          format?: 'pem' | 'jwk';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/jwk+json': unknown;
            'application/x-pem-file': unknown;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/jwk+json': components['schemas']['ApiError'];
            'application/x-pem-file': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/jwk+json': components['schemas']['ApiError'];
            'application/x-pem-file': components['schemas']['ApiError'];
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
  '/api/account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Erases your account and personal data (GDPR art. 17) after you re-enter your password
     * @description Not open to API keys (session only).
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              erased: true;
              /** Format: date-time */
              erasedAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/avatar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** @description Not open to API keys (session only). */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              avatar: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    /** @description Not open to API keys (session only). */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description back to initials */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
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
            /** Format: email */
            email: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: date-time */
              expiresAt: string;
              pendingEmail: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/account/email/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
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
            token: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/account/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Starts an export of your data (GDPR art. 15, 20), or returns the one in progress or ready
     * @description Not open to API keys (session only).
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
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description present while ready; only its owner can fetch it */
              downloadUrl?: string;
              /**
               * Format: date-time
               * @description when a ready archive is deleted
               */
              expiresAt?: string;
              id: string;
              /** Format: date-time */
              readyAt?: string;
              /** Format: date-time */
              requestedAt: string;
              sizeBytes?: number;
              /** @enum {string} */
              status: 'pending' | 'running' | 'ready' | 'failed';
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/account/export/{id}/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description the ZIP archive */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/zip': unknown;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/zip': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/zip': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/zip': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/zip': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/zip': components['schemas']['ApiError'];
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
  '/api/account/notification-preferences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              email: {
                alert: boolean;
                info: boolean;
                success: boolean;
                system: boolean;
                warning: boolean;
              };
              inApp: {
                alert: boolean;
                info: boolean;
                success: boolean;
                warning: boolean;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    /** @description Not open to API keys (session only). */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: {
              alert: boolean;
              info: boolean;
              success: boolean;
              system: boolean;
              warning: boolean;
            };
            inApp: {
              alert: boolean;
              info: boolean;
              success: boolean;
              warning: boolean;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              email: {
                alert: boolean;
                info: boolean;
                success: boolean;
                system: boolean;
                warning: boolean;
              };
              inApp: {
                alert: boolean;
                info: boolean;
                success: boolean;
                warning: boolean;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
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
            currentPassword: string;
            newPassword: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description sessions ended */
              revoked: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/account/privacy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What the privacy settings show: the current export, consents given, data held
     * @description Not open to API keys (session only).
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
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              consents: {
                analytics: boolean;
                functional: boolean;
                id: string;
                marketing: boolean;
                policyVersion: string;
                /** Format: date-time */
                recordedAt: string;
              }[];
              export: {
                /** @description present while ready; only its owner can fetch it */
                downloadUrl?: string;
                /**
                 * Format: date-time
                 * @description when a ready archive is deleted
                 */
                expiresAt?: string;
                id: string;
                /** Format: date-time */
                readyAt?: string;
                /** Format: date-time */
                requestedAt: string;
                sizeBytes?: number;
                /** @enum {string} */
                status: 'pending' | 'running' | 'ready' | 'failed';
              } | null;
              holdings: {
                auditEntries: number;
                consents: number;
                evaluations: number;
                notifications: number;
                projects: number;
                sessions: number;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/account/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** @description Not open to API keys (session only). */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            browserKeys?: 'app' | 'browser';
            /** @enum {string} */
            language?: 'en' | 'it';
            username?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              avatar: string | null;
              browserKeys: ('app' | 'browser') | null;
              /** @enum {string} */
              effectiveTier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
              email: string;
              emailVerified: boolean;
              id: string;
              language: ('en' | 'it') | null;
              /** @enum {string} */
              role: 'proponent' | 'investor' | 'consultant' | 'admin';
              /** @enum {string} */
              subscriptionTier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
              tierView: ('actual' | 'free' | 'single_project' | 'professional' | 'project_premium' | 'enterprise') | null;
              twoFactorEnabled: boolean;
              twoFactorSetupRequired: boolean;
              username: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/account/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: date-time */
              createdAt: string;
              /** @description the session this request was made with */
              current: boolean;
              id: string;
              ipAddress: string | null;
              /** Format: date-time */
              lastActiveAt: string;
              userAgent: string | null;
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/account/sessions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** @description Not open to API keys (session only). */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description signed out */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/sessions/revoke-others': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description sessions ended */
              revoked: number;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/account/two-factor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              enabled: boolean;
              recoveryCodesLeft: number;
              /** @description REQUIRE_ADMIN_2FA applies to this account */
              required: boolean;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/account/two-factor/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
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
            code: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description shown once; each works once */
              recoveryCodes: string[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/account/two-factor/disable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
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
            code: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/account/two-factor/recovery-codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
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
            code: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description shown once; each works once */
              recoveryCodes: string[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/account/two-factor/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
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
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description base32, for manual entry */
              secret: string;
              /** @description otpauth:// URI */
              uri: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: {
          beforeSeq?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              action: string;
              actorId: string | null;
              /** Format: date-time */
              at: string;
              ip: string | null;
              /** @enum {string} */
              outcome: 'success' | 'failure' | 'denied';
              seq: number;
              target: string | null;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/audit/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              checked: number;
              firstBroken: {
                /** @enum {string} */
                reason: 'hash-mismatch' | 'prev-mismatch' | 'gap' | 'personal-mismatch';
                seq: number;
              } | null;
              ok: boolean;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/auto-heal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              auto: boolean;
              count: number;
              /** @enum {string} */
              detector:
                | 'stuck-jobs'
                | 'failed-analyses'
                | 'dead-webhooks'
                | 'undelivered-mail'
                | 'orphan-blobs'
                | 'missing-blobs'
                | 'expired-sessions'
                | 'expired-invitations'
                | 'audit-chain';
              lastRuns: {
                changed: number;
                /** @enum {string} */
                detector:
                  | 'stuck-jobs'
                  | 'failed-analyses'
                  | 'dead-webhooks'
                  | 'undelivered-mail'
                  | 'orphan-blobs'
                  | 'missing-blobs'
                  | 'expired-sessions'
                  | 'expired-invitations'
                  | 'audit-chain';
                dryRun: boolean;
                found: number;
                items: {
                  action: string;
                  id: string;
                  label: string;
                }[];
                /** Format: date-time */
                ranAt: string;
                summary: string;
                /** @enum {string} */
                trigger: 'admin' | 'schedule';
              }[];
              repairs: boolean;
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/auto-heal/{detector}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          detector:
            | 'stuck-jobs'
            | 'failed-analyses'
            | 'dead-webhooks'
            | 'undelivered-mail'
            | 'orphan-blobs'
            | 'missing-blobs'
            | 'expired-sessions'
            | 'expired-invitations'
            | 'audit-chain';
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            dryRun: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              changed: number;
              /** @enum {string} */
              detector:
                | 'stuck-jobs'
                | 'failed-analyses'
                | 'dead-webhooks'
                | 'undelivered-mail'
                | 'orphan-blobs'
                | 'missing-blobs'
                | 'expired-sessions'
                | 'expired-invitations'
                | 'audit-chain';
              dryRun: boolean;
              found: number;
              items: {
                action: string;
                id: string;
                label: string;
              }[];
              /** Format: date-time */
              ranAt: string;
              summary: string;
              /** @enum {string} */
              trigger: 'admin' | 'schedule';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/auto-heal/{detector}/auto': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** @description Not open to API keys (session only). */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          detector:
            | 'stuck-jobs'
            | 'failed-analyses'
            | 'dead-webhooks'
            | 'undelivered-mail'
            | 'orphan-blobs'
            | 'missing-blobs'
            | 'expired-sessions'
            | 'expired-invitations'
            | 'audit-chain';
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            auto: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              auto: boolean;
              /** @enum {string} */
              detector:
                | 'stuck-jobs'
                | 'failed-analyses'
                | 'dead-webhooks'
                | 'undelivered-mail'
                | 'orphan-blobs'
                | 'missing-blobs'
                | 'expired-sessions'
                | 'expired-invitations'
                | 'audit-chain';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/backups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              keep: number;
              runs: {
                actorId: string | null;
                backupName: string | null;
                blobs: number | null;
                bytes: number | null;
                /** Format: date-time */
                createdAt: string;
                detail: string | null;
                finishedAt: string | null;
                id: string;
                /** @enum {string} */
                kind: 'backup' | 'restore_test' | 'restore';
                rows: number | null;
                startedAt: string | null;
                /** @enum {string} */
                status: 'queued' | 'running' | 'succeeded' | 'failed';
                tables: number | null;
                /** @enum {string} */
                trigger: 'schedule' | 'admin' | 'cli';
              }[];
              scheduled: boolean;
              stored: string[];
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /** @description Not open to API keys (session only). */
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
            /**
             * @default backup
             * @enum {string}
             */
            kind?: 'backup' | 'restore_test';
          };
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              actorId: string | null;
              backupName: string | null;
              blobs: number | null;
              bytes: number | null;
              /** Format: date-time */
              createdAt: string;
              detail: string | null;
              finishedAt: string | null;
              id: string;
              /** @enum {string} */
              kind: 'backup' | 'restore_test' | 'restore';
              rows: number | null;
              startedAt: string | null;
              /** @enum {string} */
              status: 'queued' | 'running' | 'succeeded' | 'failed';
              tables: number | null;
              /** @enum {string} */
              trigger: 'schedule' | 'admin' | 'cli';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/backups/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
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
            backupName: string;
            confirm: string;
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              actorId: string | null;
              backupName: string | null;
              blobs: number | null;
              bytes: number | null;
              /** Format: date-time */
              createdAt: string;
              detail: string | null;
              finishedAt: string | null;
              id: string;
              /** @enum {string} */
              kind: 'backup' | 'restore_test' | 'restore';
              rows: number | null;
              startedAt: string | null;
              /** @enum {string} */
              status: 'queued' | 'running' | 'succeeded' | 'failed';
              tables: number | null;
              /** @enum {string} */
              trigger: 'schedule' | 'admin' | 'cli';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/billing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              awaitingTransfer: {
                amounts: {
                  /** @enum {string} */
                  currency: 'EUR';
                  netCents: number;
                  totalCents: number;
                  vatCents: number;
                  vatRate: number;
                  /** @enum {string} */
                  vatTreatment: 'standard' | 'reverse_charge' | 'outside_eu';
                };
                /** Format: date-time */
                createdAt: string;
                email: string;
                /** Format: uuid */
                id: string;
                paidAt: string | null;
                /** @enum {string} */
                planId: 'single_project' | 'professional_monthly' | 'professional_annual' | 'business_monthly' | 'business_annual';
                /** @enum {string} */
                provider: 'invoice' | 'stripe';
                reference: string;
                returnTo: string | null;
                /** @enum {string} */
                status: 'awaiting_payment' | 'paid' | 'canceled' | 'expired';
                userId: string;
                username: string;
              }[];
              contactRequests: {
                /** Format: date-time */
                createdAt: string;
                email: string | null;
                /** Format: uuid */
                id: string;
                message: string;
                name: string | null;
                seats: number | null;
                /** @enum {string} */
                topic: 'sales' | 'support' | 'privacy' | 'partnership' | 'press' | 'other';
                visitor: boolean;
              }[];
              failedPayments: {
                cancelAtPeriodEnd: boolean;
                commitmentEnd: string | null;
                currentPeriodEnd: string | null;
                email: string;
                graceEndsAt: string | null;
                planId: string | null;
                /** @enum {string} */
                provider: 'invoice' | 'stripe';
                /** @enum {string} */
                status: 'none' | 'trialing' | 'active' | 'past_due' | 'canceled';
                /** @enum {string} */
                tier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
                userId: string;
              }[];
              revenue: {
                activeSubscriptions: number;
                churned: number;
                churnRate: number | null;
                creditNotesNetCents: number;
                month: string;
                mrrCents: number;
                revenueNetCents: number;
              }[];
              subscriptions: {
                cancelAtPeriodEnd: boolean;
                commitmentEnd: string | null;
                currentPeriodEnd: string | null;
                email: string;
                graceEndsAt: string | null;
                planId: string | null;
                /** @enum {string} */
                provider: 'invoice' | 'stripe';
                /** @enum {string} */
                status: 'none' | 'trialing' | 'active' | 'past_due' | 'canceled';
                /** @enum {string} */
                tier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
                userId: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/billing/invoices/{id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': unknown;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': components['schemas']['ApiError'];
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
  '/api/admin/billing/invoices/{id}/refund': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason?: string;
          } | null;
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              amounts: {
                /** @enum {string} */
                currency: 'EUR';
                netCents: number;
                totalCents: number;
                vatCents: number;
                vatRate: number;
                /** @enum {string} */
                vatTreatment: 'standard' | 'reverse_charge' | 'outside_eu';
              };
              correctsInvoiceId: string | null;
              description: string;
              /** Format: uuid */
              id: string;
              /** Format: date-time */
              issuedAt: string;
              /** @enum {string} */
              kind: 'invoice' | 'credit_note';
              /** @enum {string} */
              language: 'en' | 'it';
              number: string;
              planId: string | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/billing/invoices/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query: {
          format?: 'csv' | 'xlsx';
          from: string;
          to: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': unknown;
            'text/csv': unknown;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': components['schemas']['ApiError'];
            'text/csv': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': components['schemas']['ApiError'];
            'text/csv': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': components['schemas']['ApiError'];
            'text/csv': components['schemas']['ApiError'];
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
  '/api/admin/billing/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: {
          status?: 'awaiting_payment' | 'paid' | 'canceled' | 'expired';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              amounts: {
                /** @enum {string} */
                currency: 'EUR';
                netCents: number;
                totalCents: number;
                vatCents: number;
                vatRate: number;
                /** @enum {string} */
                vatTreatment: 'standard' | 'reverse_charge' | 'outside_eu';
              };
              /** Format: date-time */
              createdAt: string;
              email: string;
              /** Format: uuid */
              id: string;
              paidAt: string | null;
              /** @enum {string} */
              planId: 'single_project' | 'professional_monthly' | 'professional_annual' | 'business_monthly' | 'business_annual';
              /** @enum {string} */
              provider: 'invoice' | 'stripe';
              reference: string;
              returnTo: string | null;
              /** @enum {string} */
              status: 'awaiting_payment' | 'paid' | 'canceled' | 'expired';
              userId: string;
              username: string;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/billing/orders/{id}/paid': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              invoice: {
                amounts: {
                  /** @enum {string} */
                  currency: 'EUR';
                  netCents: number;
                  totalCents: number;
                  vatCents: number;
                  vatRate: number;
                  /** @enum {string} */
                  vatTreatment: 'standard' | 'reverse_charge' | 'outside_eu';
                };
                correctsInvoiceId: string | null;
                description: string;
                /** Format: uuid */
                id: string;
                /** Format: date-time */
                issuedAt: string;
                /** @enum {string} */
                kind: 'invoice' | 'credit_note';
                /** @enum {string} */
                language: 'en' | 'it';
                number: string;
                planId: string | null;
              };
              order: {
                amounts: {
                  /** @enum {string} */
                  currency: 'EUR';
                  netCents: number;
                  totalCents: number;
                  vatCents: number;
                  vatRate: number;
                  /** @enum {string} */
                  vatTreatment: 'standard' | 'reverse_charge' | 'outside_eu';
                };
                /** Format: date-time */
                createdAt: string;
                /** Format: uuid */
                id: string;
                paidAt: string | null;
                /** @enum {string} */
                planId: 'single_project' | 'professional_monthly' | 'professional_annual' | 'business_monthly' | 'business_annual';
                /** @enum {string} */
                provider: 'invoice' | 'stripe';
                reference: string;
                returnTo: string | null;
                /** @enum {string} */
                status: 'awaiting_payment' | 'paid' | 'canceled' | 'expired';
              };
              /** @enum {string} */
              tier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/compliance-dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Frameworks across every project and the GDPR register
     * @description Not open to API keys (session only).
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
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              consents: {
                byVersion: {
                  analytics: number;
                  functional: number;
                  marketing: number;
                  necessary: number;
                  policyVersion: string;
                  subjects: number;
                }[];
                records: number;
                subjects: number;
              };
              frameworks: {
                applicableProjects: number;
                averageScore: number | null;
                compliant: number;
                id: string;
                name: string;
                nonCompliant: number;
                notAssessed: number;
                partial: number;
              }[];
              gaps: {
                framework: string;
                itemId: string;
                projects: number;
                title: string;
                weight: number;
              }[];
              projects: {
                assessed: number;
                total: number;
              };
              requests: {
                completedAt: string | null;
                /** Format: date-time */
                deadline: string;
                /** Format: date-time */
                extendedDeadline: string;
                id: string;
                /** @enum {string} */
                kind: 'export' | 'erasure';
                /** Format: date-time */
                receivedAt: string;
                /** @enum {string} */
                state: 'open' | 'overdue' | 'done';
                status: string;
                subjectEmail: string | null;
              }[];
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/consultants/{userId}/review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          userId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            decision: 'verified' | 'rejected';
            note: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              bio: string;
              credentials: {
                documentId: string | null;
                number: string;
                register: string;
              }[];
              dayRateCents: number | null;
              headline: string;
              hourlyRateCents: number | null;
              languages: string[];
              name: string;
              regions: string[];
              reviewedAt: string | null;
              reviewNote: string | null;
              specialties: (
                | 'eu_taxonomy'
                | 'gri'
                | 'sasb'
                | 'tcfd'
                | 'gdpr'
                | 'csrd_esrs'
                | 'dlgs_231'
                | 'pnrr_dnsh'
                | 'financial_modelling'
                | 'market_analysis'
                | 'funding_applications'
                | 'legal'
                | 'esg_reporting'
              )[];
              /** @enum {string} */
              status: 'draft' | 'submitted' | 'verified' | 'rejected';
              submittedAt: string | null;
              userId: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/errors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              componentStack?: string | null;
              errorCount: number;
              id: string;
              message: string;
              /** Format: date-time */
              receivedAt: string;
              sessionId: string;
              stack?: string | null;
              /** Format: date-time */
              timestamp: string;
              url: string;
              userAgent: string;
              userId: string | null;
              viewport: {
                height: number;
                width: number;
              };
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/feedback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: {
          status?: 'new' | 'triaged' | 'resolved' | 'declined';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              counts: {
                [key: string]: number;
              };
              items: {
                appVersion: string;
                /** Format: date-time */
                createdAt: string;
                description: string;
                id: string;
                note: string | null;
                route: string;
                /** @enum {string} */
                status: 'new' | 'triaged' | 'resolved' | 'declined';
                /** Format: date-time */
                updatedAt: string;
                userEmail: string | null;
                userId: string | null;
                username: string | null;
                viewport: {
                  height: number;
                  width: number;
                };
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/feedback/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** @description Not open to API keys (session only). */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            note?: string;
            /** @enum {string} */
            status: 'new' | 'triaged' | 'resolved' | 'declined';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              appVersion: string;
              /** Format: date-time */
              createdAt: string;
              description: string;
              id: string;
              note: string | null;
              route: string;
              /** @enum {string} */
              status: 'new' | 'triaged' | 'resolved' | 'declined';
              /** Format: date-time */
              updatedAt: string;
              userEmail: string | null;
              userId: string | null;
              username: string | null;
              viewport: {
                height: number;
                width: number;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/admin/funding/imports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              runs: {
                error: string | null;
                /** Format: date-time */
                finishedAt: string;
                /** Format: uuid */
                id: string;
                origin: string;
                report: {
                  imported: number;
                  missing: string[];
                  skipped: {
                    reason: string;
                    row: number;
                  }[];
                  unchanged: number;
                  updated: number;
                };
                /** @enum {string} */
                source: 'incentivi' | 'pnrr' | 'padigitale' | 'curated';
                /** Format: date-time */
                startedAt: string;
                /** @enum {string} */
                status: 'succeeded' | 'failed';
                /** @enum {string} */
                trigger: 'cli' | 'admin' | 'schedule' | 'startup';
              }[];
              schedules: {
                /** @enum {string} */
                frequency: 'daily' | 'weekly';
                /** Format: uuid */
                id: string;
                lastRunAt: string | null;
                /** Format: date-time */
                nextRunAt: string;
                /** @enum {string} */
                source: 'incentivi' | 'pnrr' | 'padigitale';
                url: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /** @description Not open to API keys (session only). */
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
            /** @enum {string} */
            source: 'incentivi' | 'pnrr' | 'padigitale';
            /** Format: uri */
            url: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string | null;
              /** Format: date-time */
              finishedAt: string;
              /** Format: uuid */
              id: string;
              origin: string;
              report: {
                imported: number;
                missing: string[];
                skipped: {
                  reason: string;
                  row: number;
                }[];
                unchanged: number;
                updated: number;
              };
              /** @enum {string} */
              source: 'incentivi' | 'pnrr' | 'padigitale' | 'curated';
              /** Format: date-time */
              startedAt: string;
              /** @enum {string} */
              status: 'succeeded' | 'failed';
              /** @enum {string} */
              trigger: 'cli' | 'admin' | 'schedule' | 'startup';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/funding/imports/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query: {
          source: 'incentivi' | 'pnrr' | 'padigitale';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': string;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string | null;
              /** Format: date-time */
              finishedAt: string;
              /** Format: uuid */
              id: string;
              origin: string;
              report: {
                imported: number;
                missing: string[];
                skipped: {
                  reason: string;
                  row: number;
                }[];
                unchanged: number;
                updated: number;
              };
              /** @enum {string} */
              source: 'incentivi' | 'pnrr' | 'padigitale' | 'curated';
              /** Format: date-time */
              startedAt: string;
              /** @enum {string} */
              status: 'succeeded' | 'failed';
              /** @enum {string} */
              trigger: 'cli' | 'admin' | 'schedule' | 'startup';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/funding/schedules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
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
            /** @enum {string} */
            frequency: 'daily' | 'weekly';
            /** @enum {string} */
            source: 'incentivi' | 'pnrr' | 'padigitale';
            /** Format: uri */
            url: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              frequency: 'daily' | 'weekly';
              /** Format: uuid */
              id: string;
              lastRunAt: string | null;
              /** Format: date-time */
              nextRunAt: string;
              /** @enum {string} */
              source: 'incentivi' | 'pnrr' | 'padigitale';
              url: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/funding/schedules/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** @description Not open to API keys (session only). */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: date-time */
              checkedAt: string;
              detail: string;
              detailCode: string;
              detailParams: {
                [key: string]: string | number;
              };
              instance: string | null;
              latencyMs: number | null;
              provider: string;
              /** @enum {string} */
              state: 'ok' | 'degraded' | 'down' | 'not_configured';
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/health/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: date-time */
              checkedAt: string;
              detail: string;
              detailCode: string;
              detailParams: {
                [key: string]: string | number;
              };
              instance: string | null;
              latencyMs: number | null;
              provider: string;
              /** @enum {string} */
              state: 'ok' | 'degraded' | 'down' | 'not_configured';
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/health/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: {
          hours?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: date-time */
              checkedAt: string;
              detail: string;
              detailCode: string;
              detailParams: {
                [key: string]: string | number;
              };
              instance: string | null;
              latencyMs: number | null;
              provider: string;
              /** @enum {string} */
              state: 'ok' | 'degraded' | 'down' | 'not_configured';
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/metrics/series': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: {
          window?: '1h' | '24h';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              bucketSeconds: number;
              /** Format: date-time */
              from: string;
              instances: number;
              points: {
                activeUsers: number | null;
                analyses: number;
                analysisMsAvg: number | null;
                /** Format: date-time */
                at: string;
                clientErrors: number;
                dbWaitingMax: number | null;
                emailsFailed: number | null;
                emailsQueued: number | null;
                errors: number;
                evaluationMsAvg: number | null;
                evaluations: number;
                eventLoopP99Ms: number | null;
                jobsDone: number;
                jobsFailed: number;
                jobsQueued: number | null;
                minutes: number;
                p50Ms: number | null;
                p95Ms: number | null;
                requests: number;
              }[];
              recordedSince: string | null;
              /** Format: date-time */
              to: string;
              totals: {
                activeUsers: number | null;
                analyses: number;
                analysisMsAvg: number | null;
                clientErrors: number;
                dbWaitingMax: number | null;
                emailsFailed: number | null;
                emailsQueued: number | null;
                errors: number;
                evaluationMsAvg: number | null;
                evaluations: number;
                eventLoopP99Ms: number | null;
                jobsDone: number;
                jobsFailed: number;
                jobsQueued: number | null;
                minutes: number;
                p50Ms: number | null;
                p95Ms: number | null;
                requests: number;
              };
              /** @enum {string} */
              window: '1h' | '24h';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/mission-control': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              activeUsers: number;
              current: {
                migration: string | null;
                version: string;
              };
              deploys: {
                /** Format: date-time */
                bootedAt: string;
                instance: string;
                migratedAt: string | null;
                migration: string | null;
                version: string;
              }[];
              failedJobs24h: {
                count: number;
                kind: string;
              }[];
              /** Format: date-time */
              generatedAt: string;
              incidents: {
                /** @enum {string} */
                kind: 'errorRate' | 'latency' | 'failedJobs' | 'stuckQueue' | 'unsentMail';
                /** @enum {string} */
                severity: 'warning' | 'critical';
                threshold: number;
                value: number;
              }[];
              last5: {
                errorRate: number | null;
                minutes: number;
                p95Ms: number | null;
                perMinute: number;
                requests: number;
              };
              last60: {
                errorRate: number | null;
                minutes: number;
                p95Ms: number | null;
                perMinute: number;
                requests: number;
              };
              outboxHourly: {
                /** Format: date-time */
                at: string;
                failed: number;
                queued: number;
              }[];
              queues: {
                kind: string;
                queued: number;
                running: number;
              }[];
              smtpConfigured: boolean;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
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
            content: string;
            linkUrl?: string | null;
            title: string;
            /** @enum {string} */
            type: 'success' | 'warning' | 'alert' | 'system' | 'info';
            userId: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              content: string;
              /** Format: date-time */
              createdAt: string;
              id: string;
              isRead: boolean;
              linkUrl: string | null;
              message: {
                key: string;
                params: {
                  [key: string]: string | number | null;
                };
              } | null;
              title: string;
              /** @enum {string} */
              type: 'success' | 'warning' | 'alert' | 'system' | 'info';
            };
          };
        };
        /** @description the recipient turned this kind off in the app */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              emailed: boolean;
              /** @enum {boolean} */
              suppressed: true;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/outbox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              body: string;
              /** Format: date-time */
              createdAt: string;
              error: string | null;
              id: string;
              kind: string;
              sentAt: string | null;
              subject: string;
              to: string;
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/privacy/requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Data-subject requests with their statutory deadlines (GDPR art. 12(3))
     * @description Not open to API keys (session only).
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
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              completedAt: string | null;
              /** Format: date-time */
              deadline: string;
              id: string;
              /** @enum {string} */
              kind: 'export' | 'erasure';
              /** Format: date-time */
              receivedAt: string;
              /** @enum {string} */
              status: 'pending' | 'running' | 'ready' | 'failed' | 'expired' | 'completed';
              subjectEmail: string | null;
              subjectId: string;
              /** @enum {string} */
              timeliness: 'on-time' | 'open' | 'late';
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/professionisti': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              coverage: {
                demand: number;
                region: string;
                /** @enum {string} */
                specialty:
                  | 'eu_taxonomy'
                  | 'gri'
                  | 'sasb'
                  | 'tcfd'
                  | 'gdpr'
                  | 'csrd_esrs'
                  | 'dlgs_231'
                  | 'pnrr_dnsh'
                  | 'financial_modelling'
                  | 'market_analysis'
                  | 'funding_applications'
                  | 'legal'
                  | 'esg_reporting';
                supply: number;
              }[];
              outcomes: {
                consultantName: string;
                /** Format: uuid */
                engagementId: string;
                projectTitle: string;
                rating: number | null;
                scoreAfter: number | null;
                scoreBefore: number | null;
              }[];
              queue: {
                bio: string;
                credentials: {
                  documentId: string | null;
                  number: string;
                  register: string;
                }[];
                dayRateCents: number | null;
                headline: string;
                hourlyRateCents: number | null;
                languages: string[];
                name: string;
                regions: string[];
                reviewedAt: string | null;
                reviewNote: string | null;
                specialties: (
                  | 'eu_taxonomy'
                  | 'gri'
                  | 'sasb'
                  | 'tcfd'
                  | 'gdpr'
                  | 'csrd_esrs'
                  | 'dlgs_231'
                  | 'pnrr_dnsh'
                  | 'financial_modelling'
                  | 'market_analysis'
                  | 'funding_applications'
                  | 'legal'
                  | 'esg_reporting'
                )[];
                /** @enum {string} */
                status: 'draft' | 'submitted' | 'verified' | 'rejected';
                submittedAt: string | null;
                userId: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/pta-dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Public tenders analytics: calls and request outcomes per source
     * @description Not open to API keys (session only).
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
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              calls: {
                budgetTotal: number | null;
                closed: number;
                closingSoon: number;
                maxAmountTotal: number | null;
                open: number;
                source: string;
                total: number;
                withAmount: number;
              }[];
              matches: {
                savedCalls: number;
                searchMatches: number;
                source: string;
              }[];
              outcomes: {
                approved: number;
                filed: number;
                funded: number;
                fundedAmount: number | null;
                inReview: number;
                programme: string | null;
                refused: number;
                source: string;
                withdrawn: number;
              }[];
              /** Format: date */
              today: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/readiness': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: date-time */
              checkedAt: string;
              checks: {
                detail: string;
                evidence: {
                  [key: string]: string | number | boolean | null;
                };
                id: string;
                /** @enum {string} */
                state: 'pass' | 'fail' | 'not_measured';
              }[];
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/shadow-runs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              candidates: string[];
              productRule: string;
              runs: {
                candidate: string;
                /** Format: date-time */
                createdAt: string;
                createdBy: string | null;
                decision: {
                  /** Format: date-time */
                  decidedAt: string;
                  decidedBy: string | null;
                  /** @enum {string} */
                  decision: 'promote' | 'reject';
                  id: string;
                  reason: string;
                } | null;
                durationMs: number;
                evaluationCount: number;
                id: string;
                scope: string;
                summary: {
                  count: number;
                  histogram: {
                    count: number;
                    from: number | null;
                    to: number | null;
                  }[];
                  stats: {
                    max: number;
                    mean: number;
                    median: number;
                    min: number;
                    p10: number;
                    p90: number;
                  } | null;
                  subFactors: {
                    id: string;
                    mean: number;
                    meanAbs: number;
                    moved: number;
                  }[];
                  tierChanges: {
                    count: number;
                    /** @enum {string} */
                    from: 'ready' | 'developing' | 'not-yet-ready';
                    /** @enum {string} */
                    to: 'ready' | 'developing' | 'not-yet-ready';
                  }[];
                };
              }[];
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /** @description Not open to API keys (session only). */
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
            /** @enum {string} */
            candidate: 'cr-v1' | 'cr-v2';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              candidate: string;
              /** Format: date-time */
              createdAt: string;
              createdBy: string | null;
              decision: {
                /** Format: date-time */
                decidedAt: string;
                decidedBy: string | null;
                /** @enum {string} */
                decision: 'promote' | 'reject';
                id: string;
                reason: string;
              } | null;
              durationMs: number;
              evaluationCount: number;
              id: string;
              scope: string;
              summary: {
                count: number;
                histogram: {
                  count: number;
                  from: number | null;
                  to: number | null;
                }[];
                stats: {
                  max: number;
                  mean: number;
                  median: number;
                  min: number;
                  p10: number;
                  p90: number;
                } | null;
                subFactors: {
                  id: string;
                  mean: number;
                  meanAbs: number;
                  moved: number;
                }[];
                tierChanges: {
                  count: number;
                  /** @enum {string} */
                  from: 'ready' | 'developing' | 'not-yet-ready';
                  /** @enum {string} */
                  to: 'ready' | 'developing' | 'not-yet-ready';
                }[];
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/shadow-runs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              candidate: string;
              /** Format: date-time */
              createdAt: string;
              createdBy: string | null;
              decision: {
                /** Format: date-time */
                decidedAt: string;
                decidedBy: string | null;
                /** @enum {string} */
                decision: 'promote' | 'reject';
                id: string;
                reason: string;
              } | null;
              durationMs: number;
              evaluationCount: number;
              id: string;
              largest: {
                /** @enum {string} */
                baselineTier: 'ready' | 'developing' | 'not-yet-ready';
                baselineTotal: number;
                baselineVersion: string;
                /** @enum {string} */
                candidateTier: 'ready' | 'developing' | 'not-yet-ready';
                candidateTotal: number;
                diff: number;
                evaluationVersion: number;
                projectId: string;
                projectTitle: string;
                tierChanged: boolean;
              }[];
              scope: string;
              summary: {
                count: number;
                histogram: {
                  count: number;
                  from: number | null;
                  to: number | null;
                }[];
                stats: {
                  max: number;
                  mean: number;
                  median: number;
                  min: number;
                  p10: number;
                  p90: number;
                } | null;
                subFactors: {
                  id: string;
                  mean: number;
                  meanAbs: number;
                  moved: number;
                }[];
                tierChanges: {
                  count: number;
                  /** @enum {string} */
                  from: 'ready' | 'developing' | 'not-yet-ready';
                  /** @enum {string} */
                  to: 'ready' | 'developing' | 'not-yet-ready';
                }[];
              };
              tierMoves: {
                /** @enum {string} */
                baselineTier: 'ready' | 'developing' | 'not-yet-ready';
                baselineTotal: number;
                baselineVersion: string;
                /** @enum {string} */
                candidateTier: 'ready' | 'developing' | 'not-yet-ready';
                candidateTotal: number;
                diff: number;
                evaluationVersion: number;
                projectId: string;
                projectTitle: string;
                tierChanged: boolean;
              }[];
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/shadow-runs/{id}/decision': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            decision: 'promote' | 'reject';
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              candidate: string;
              /** Format: date-time */
              createdAt: string;
              createdBy: string | null;
              decision: {
                /** Format: date-time */
                decidedAt: string;
                decidedBy: string | null;
                /** @enum {string} */
                decision: 'promote' | 'reject';
                id: string;
                reason: string;
              } | null;
              durationMs: number;
              evaluationCount: number;
              id: string;
              scope: string;
              summary: {
                count: number;
                histogram: {
                  count: number;
                  from: number | null;
                  to: number | null;
                }[];
                stats: {
                  max: number;
                  mean: number;
                  median: number;
                  min: number;
                  p10: number;
                  p90: number;
                } | null;
                subFactors: {
                  id: string;
                  mean: number;
                  meanAbs: number;
                  moved: number;
                }[];
                tierChanges: {
                  count: number;
                  /** @enum {string} */
                  from: 'ready' | 'developing' | 'not-yet-ready';
                  /** @enum {string} */
                  to: 'ready' | 'developing' | 'not-yet-ready';
                }[];
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/shadow-runs/{id}/rows.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': string;
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': components['schemas']['ApiError'];
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
  '/api/admin/tier-view': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              view: 'actual' | 'free' | 'single_project' | 'professional' | 'project_premium' | 'enterprise';
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    /** @description Not open to API keys (session only). */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            view: 'actual' | 'free' | 'single_project' | 'professional' | 'project_premium' | 'enterprise';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              view: 'actual' | 'free' | 'single_project' | 'professional' | 'project_premium' | 'enterprise';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: date-time */
              createdAt: string;
              email: string;
              emailVerified: boolean;
              id: string;
              /** @enum {string} */
              role: 'proponent' | 'investor' | 'consultant' | 'admin';
              /** @enum {string} */
              status: 'active' | 'suspended' | 'unverified';
              /** @enum {string} */
              subscriptionTier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
              suspendedAt: string | null;
              suspendedReason: string | null;
              twoFactorEnabled: boolean;
              username: string;
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** @description Not open to API keys (session only). */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason?: string;
            /** @enum {string} */
            role?: 'proponent' | 'investor' | 'consultant' | 'admin';
            /** @enum {string} */
            subscriptionTier?: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: date-time */
              createdAt: string;
              email: string;
              emailVerified: boolean;
              id: string;
              /** @enum {string} */
              role: 'proponent' | 'investor' | 'consultant' | 'admin';
              /** @enum {string} */
              status: 'active' | 'suspended' | 'unverified';
              /** @enum {string} */
              subscriptionTier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
              suspendedAt: string | null;
              suspendedReason: string | null;
              twoFactorEnabled: boolean;
              username: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/admin/users/{id}/reactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: date-time */
              createdAt: string;
              email: string;
              emailVerified: boolean;
              id: string;
              /** @enum {string} */
              role: 'proponent' | 'investor' | 'consultant' | 'admin';
              /** @enum {string} */
              status: 'active' | 'suspended' | 'unverified';
              /** @enum {string} */
              subscriptionTier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
              suspendedAt: string | null;
              suspendedReason: string | null;
              twoFactorEnabled: boolean;
              username: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/users/{id}/suspend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: date-time */
              createdAt: string;
              email: string;
              emailVerified: boolean;
              id: string;
              /** @enum {string} */
              role: 'proponent' | 'investor' | 'consultant' | 'admin';
              /** @enum {string} */
              status: 'active' | 'suspended' | 'unverified';
              /** @enum {string} */
              subscriptionTier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
              suspendedAt: string | null;
              suspendedReason: string | null;
              twoFactorEnabled: boolean;
              username: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/users/{id}/two-factor/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            identityCheck?: string;
            reason?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              sessionsEnded: number;
              user: {
                /** Format: date-time */
                createdAt: string;
                email: string;
                emailVerified: boolean;
                id: string;
                /** @enum {string} */
                role: 'proponent' | 'investor' | 'consultant' | 'admin';
                /** @enum {string} */
                status: 'active' | 'suspended' | 'unverified';
                /** @enum {string} */
                subscriptionTier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
                suspendedAt: string | null;
                suspendedReason: string | null;
                twoFactorEnabled: boolean;
                username: string;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/users/{id}/unlock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/users/{id}/verification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              sent: boolean;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/users/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          plan?: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
          q?: string;
          role?: 'proponent' | 'investor' | 'consultant' | 'admin';
          status?: 'active' | 'suspended' | 'unverified';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                /** Format: date-time */
                createdAt: string;
                email: string;
                emailVerified: boolean;
                id: string;
                /** @enum {string} */
                role: 'proponent' | 'investor' | 'consultant' | 'admin';
                /** @enum {string} */
                status: 'active' | 'suspended' | 'unverified';
                /** @enum {string} */
                subscriptionTier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
                suspendedAt: string | null;
                suspendedReason: string | null;
                twoFactorEnabled: boolean;
                username: string;
              }[];
              page: number;
              pageSize: number;
              total: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/admin/workspaces': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: {
          q?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                /** Format: date-time */
                createdAt: string;
                id: string;
                /** @enum {string} */
                kind: 'personal' | 'team';
                members: number;
                name: string;
                owners: string[];
                pendingInvitations: number;
                projects: number;
              }[];
              total: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/ai-sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              createdBy: string | null;
              firstQuestion: string | null;
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              projectId: string;
              projectTitle: string;
              questions: number;
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/ai-sessions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              answers: {
                ai: boolean;
                answer: string;
                askedAt: string;
                citations: {
                  /** @enum {string} */
                  kind: 'document' | 'evaluation' | 'compliance' | 'call' | 'figure' | 'roadmap' | 'question';
                  quote: string;
                  ref: string;
                }[];
                /** @enum {string} */
                form: 'why-score' | 'raise-score' | 'calls-fit' | 'investor-asks' | 'plan-missing' | 'retrieval' | 'none';
                /** Format: uuid */
                id: string;
                notInRecords: boolean;
                question: string;
                sentences: {
                  ai?: boolean;
                  citations: {
                    /** @enum {string} */
                    kind: 'document' | 'evaluation' | 'compliance' | 'call' | 'figure' | 'roadmap' | 'question';
                    quote: string;
                    ref: string;
                  }[];
                  text: string;
                }[];
              }[];
              createdAt: string;
              createdBy: string | null;
              firstQuestion: string | null;
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              projectId: string;
              projectTitle: string;
              questions: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/ai-sessions/{id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': unknown;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': components['schemas']['ApiError'];
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
  '/api/ai-sessions/{id}/questions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            text: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              ai: boolean;
              answer: string;
              askedAt: string;
              citations: {
                /** @enum {string} */
                kind: 'document' | 'evaluation' | 'compliance' | 'call' | 'figure' | 'roadmap' | 'question';
                quote: string;
                ref: string;
              }[];
              /** @enum {string} */
              form: 'why-score' | 'raise-score' | 'calls-fit' | 'investor-asks' | 'plan-missing' | 'retrieval' | 'none';
              /** Format: uuid */
              id: string;
              notInRecords: boolean;
              question: string;
              sentences: {
                ai?: boolean;
                citations: {
                  /** @enum {string} */
                  kind: 'document' | 'evaluation' | 'compliance' | 'call' | 'figure' | 'roadmap' | 'question';
                  quote: string;
                  ref: string;
                }[];
                text: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/auth/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
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
            /** Format: email */
            email: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
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
            /** Format: email */
            email: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  session: {
                    /**
                     * Format: date-time
                     * @description absolute expiry; the idle timeout may end it sooner
                     */
                    expiresAt: string;
                    idleTimeoutSeconds: number;
                  };
                  user: {
                    avatar: string | null;
                    browserKeys: ('app' | 'browser') | null;
                    /** @enum {string} */
                    effectiveTier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
                    email: string;
                    emailVerified: boolean;
                    id: string;
                    language: ('en' | 'it') | null;
                    /** @enum {string} */
                    role: 'proponent' | 'investor' | 'consultant' | 'admin';
                    /** @enum {string} */
                    subscriptionTier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
                    tierView: ('actual' | 'free' | 'single_project' | 'professional' | 'project_premium' | 'enterprise') | null;
                    twoFactorEnabled: boolean;
                    twoFactorSetupRequired: boolean;
                    username: string;
                  };
                }
              | {
                  /** @description send back with the code to /api/auth/login/two-factor */
                  challenge: string;
                  /** Format: date-time */
                  expiresAt: string;
                  /** @enum {boolean} */
                  twoFactorRequired: true;
                };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/auth/login/two-factor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
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
            challenge: string;
            code: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              session: {
                /**
                 * Format: date-time
                 * @description absolute expiry; the idle timeout may end it sooner
                 */
                expiresAt: string;
                idleTimeoutSeconds: number;
              };
              user: {
                avatar: string | null;
                browserKeys: ('app' | 'browser') | null;
                /** @enum {string} */
                effectiveTier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
                email: string;
                emailVerified: boolean;
                id: string;
                language: ('en' | 'it') | null;
                /** @enum {string} */
                role: 'proponent' | 'investor' | 'consultant' | 'admin';
                /** @enum {string} */
                subscriptionTier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
                tierView: ('actual' | 'free' | 'single_project' | 'professional' | 'project_premium' | 'enterprise') | null;
                twoFactorEnabled: boolean;
                twoFactorSetupRequired: boolean;
                username: string;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/auth/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
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
            /** Format: email */
            email: string;
            password: string;
            /** @enum {string} */
            role: 'proponent' | 'investor' | 'consultant';
            username: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              session: {
                /**
                 * Format: date-time
                 * @description absolute expiry; the idle timeout may end it sooner
                 */
                expiresAt: string;
                idleTimeoutSeconds: number;
              };
              user: {
                avatar: string | null;
                browserKeys: ('app' | 'browser') | null;
                /** @enum {string} */
                effectiveTier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
                email: string;
                emailVerified: boolean;
                id: string;
                language: ('en' | 'it') | null;
                /** @enum {string} */
                role: 'proponent' | 'investor' | 'consultant' | 'admin';
                /** @enum {string} */
                subscriptionTier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
                tierView: ('actual' | 'free' | 'single_project' | 'professional' | 'project_premium' | 'enterprise') | null;
                twoFactorEnabled: boolean;
                twoFactorSetupRequired: boolean;
                username: string;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/auth/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
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
            password: string;
            token: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/auth/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              avatar: string | null;
              browserKeys: ('app' | 'browser') | null;
              /** @enum {string} */
              effectiveTier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
              email: string;
              emailVerified: boolean;
              id: string;
              language: ('en' | 'it') | null;
              /** @enum {string} */
              role: 'proponent' | 'investor' | 'consultant' | 'admin';
              /** @enum {string} */
              subscriptionTier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
              tierView: ('actual' | 'free' | 'single_project' | 'professional' | 'project_premium' | 'enterprise') | null;
              twoFactorEnabled: boolean;
              twoFactorSetupRequired: boolean;
              username: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/auth/verify-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
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
            token: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/billing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              billing: {
                addressLine: string;
                city: string;
                country: string;
                /** @enum {string} */
                kind: 'business' | 'consumer';
                name: string;
                /** Format: email */
                pec?: string;
                postalCode: string;
                province?: string;
                sdiCode?: string;
                taxCode?: string;
                vatNumber?: string;
              } | null;
              cancelAtPeriodEnd: boolean;
              commitmentEnd: string | null;
              currentPeriodEnd: string | null;
              graceEndsAt: string | null;
              pendingOrders: {
                amounts: {
                  /** @enum {string} */
                  currency: 'EUR';
                  netCents: number;
                  totalCents: number;
                  vatCents: number;
                  vatRate: number;
                  /** @enum {string} */
                  vatTreatment: 'standard' | 'reverse_charge' | 'outside_eu';
                };
                /** Format: date-time */
                createdAt: string;
                /** Format: uuid */
                id: string;
                paidAt: string | null;
                /** @enum {string} */
                planId: 'single_project' | 'professional_monthly' | 'professional_annual' | 'business_monthly' | 'business_annual';
                /** @enum {string} */
                provider: 'invoice' | 'stripe';
                reference: string;
                returnTo: string | null;
                /** @enum {string} */
                status: 'awaiting_payment' | 'paid' | 'canceled' | 'expired';
              }[];
              plan: {
                amountCents: number;
                commitmentMonths: number;
                /** @enum {string} */
                currency: 'EUR';
                /** @enum {string} */
                id: 'single_project' | 'professional_monthly' | 'professional_annual' | 'business_monthly' | 'business_annual';
                /** @enum {string} */
                interval: 'one_time' | 'month' | 'year';
                /** @enum {string} */
                tier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
              } | null;
              /** @enum {string} */
              provider: 'invoice' | 'stripe';
              /** @enum {string} */
              status: 'none' | 'trialing' | 'active' | 'past_due' | 'canceled';
              /** @enum {string} */
              tier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
              trialAvailable: boolean;
              usage: {
                members: {
                  limit: number | null;
                  used: number;
                };
                projects: {
                  limit: number | null;
                  used: number;
                };
                storageBytes: {
                  limit: number | null;
                  used: number;
                };
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/billing/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: date-time */
              endsAt: string;
              endsAtCommitment: boolean;
              status: {
                billing: {
                  addressLine: string;
                  city: string;
                  country: string;
                  /** @enum {string} */
                  kind: 'business' | 'consumer';
                  name: string;
                  /** Format: email */
                  pec?: string;
                  postalCode: string;
                  province?: string;
                  sdiCode?: string;
                  taxCode?: string;
                  vatNumber?: string;
                } | null;
                cancelAtPeriodEnd: boolean;
                commitmentEnd: string | null;
                currentPeriodEnd: string | null;
                graceEndsAt: string | null;
                pendingOrders: {
                  amounts: {
                    /** @enum {string} */
                    currency: 'EUR';
                    netCents: number;
                    totalCents: number;
                    vatCents: number;
                    vatRate: number;
                    /** @enum {string} */
                    vatTreatment: 'standard' | 'reverse_charge' | 'outside_eu';
                  };
                  /** Format: date-time */
                  createdAt: string;
                  /** Format: uuid */
                  id: string;
                  paidAt: string | null;
                  /** @enum {string} */
                  planId: 'single_project' | 'professional_monthly' | 'professional_annual' | 'business_monthly' | 'business_annual';
                  /** @enum {string} */
                  provider: 'invoice' | 'stripe';
                  reference: string;
                  returnTo: string | null;
                  /** @enum {string} */
                  status: 'awaiting_payment' | 'paid' | 'canceled' | 'expired';
                }[];
                plan: {
                  amountCents: number;
                  commitmentMonths: number;
                  /** @enum {string} */
                  currency: 'EUR';
                  /** @enum {string} */
                  id: 'single_project' | 'professional_monthly' | 'professional_annual' | 'business_monthly' | 'business_annual';
                  /** @enum {string} */
                  interval: 'one_time' | 'month' | 'year';
                  /** @enum {string} */
                  tier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
                } | null;
                /** @enum {string} */
                provider: 'invoice' | 'stripe';
                /** @enum {string} */
                status: 'none' | 'trialing' | 'active' | 'past_due' | 'canceled';
                /** @enum {string} */
                tier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
                trialAvailable: boolean;
                usage: {
                  members: {
                    limit: number | null;
                    used: number;
                  };
                  projects: {
                    limit: number | null;
                    used: number;
                  };
                  storageBytes: {
                    limit: number | null;
                    used: number;
                  };
                };
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/billing/change': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
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
            /** @enum {string} */
            planId: 'single_project' | 'professional_monthly' | 'professional_annual' | 'business_monthly' | 'business_annual';
            returnTo?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              checkout: {
                bankTransfer?: {
                  beneficiary: string;
                  bic: string;
                  iban: string;
                  reference: string;
                };
                order: {
                  amounts: {
                    /** @enum {string} */
                    currency: 'EUR';
                    netCents: number;
                    totalCents: number;
                    vatCents: number;
                    vatRate: number;
                    /** @enum {string} */
                    vatTreatment: 'standard' | 'reverse_charge' | 'outside_eu';
                  };
                  /** Format: date-time */
                  createdAt: string;
                  /** Format: uuid */
                  id: string;
                  paidAt: string | null;
                  /** @enum {string} */
                  planId: 'single_project' | 'professional_monthly' | 'professional_annual' | 'business_monthly' | 'business_annual';
                  /** @enum {string} */
                  provider: 'invoice' | 'stripe';
                  reference: string;
                  returnTo: string | null;
                  /** @enum {string} */
                  status: 'awaiting_payment' | 'paid' | 'canceled' | 'expired';
                };
                /** Format: uuid */
                orderId: string;
                url?: string;
              } | null;
              preview: {
                amounts: {
                  /** @enum {string} */
                  currency: 'EUR';
                  netCents: number;
                  totalCents: number;
                  vatCents: number;
                  vatRate: number;
                  /** @enum {string} */
                  vatTreatment: 'standard' | 'reverse_charge' | 'outside_eu';
                };
                creditCents: number;
                dueNowCents: number;
                /** @enum {string} */
                effective: 'now' | 'period_end';
                /** Format: date-time */
                effectiveAt: string;
                from: {
                  amountCents: number;
                  commitmentMonths: number;
                  /** @enum {string} */
                  currency: 'EUR';
                  /** @enum {string} */
                  id: 'single_project' | 'professional_monthly' | 'professional_annual' | 'business_monthly' | 'business_annual';
                  /** @enum {string} */
                  interval: 'one_time' | 'month' | 'year';
                  /** @enum {string} */
                  tier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
                } | null;
                newPriceCents: number;
                to: {
                  amountCents: number;
                  commitmentMonths: number;
                  /** @enum {string} */
                  currency: 'EUR';
                  /** @enum {string} */
                  id: 'single_project' | 'professional_monthly' | 'professional_annual' | 'business_monthly' | 'business_annual';
                  /** @enum {string} */
                  interval: 'one_time' | 'month' | 'year';
                  /** @enum {string} */
                  tier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
                };
              };
              status: {
                billing: {
                  addressLine: string;
                  city: string;
                  country: string;
                  /** @enum {string} */
                  kind: 'business' | 'consumer';
                  name: string;
                  /** Format: email */
                  pec?: string;
                  postalCode: string;
                  province?: string;
                  sdiCode?: string;
                  taxCode?: string;
                  vatNumber?: string;
                } | null;
                cancelAtPeriodEnd: boolean;
                commitmentEnd: string | null;
                currentPeriodEnd: string | null;
                graceEndsAt: string | null;
                pendingOrders: {
                  amounts: {
                    /** @enum {string} */
                    currency: 'EUR';
                    netCents: number;
                    totalCents: number;
                    vatCents: number;
                    vatRate: number;
                    /** @enum {string} */
                    vatTreatment: 'standard' | 'reverse_charge' | 'outside_eu';
                  };
                  /** Format: date-time */
                  createdAt: string;
                  /** Format: uuid */
                  id: string;
                  paidAt: string | null;
                  /** @enum {string} */
                  planId: 'single_project' | 'professional_monthly' | 'professional_annual' | 'business_monthly' | 'business_annual';
                  /** @enum {string} */
                  provider: 'invoice' | 'stripe';
                  reference: string;
                  returnTo: string | null;
                  /** @enum {string} */
                  status: 'awaiting_payment' | 'paid' | 'canceled' | 'expired';
                }[];
                plan: {
                  amountCents: number;
                  commitmentMonths: number;
                  /** @enum {string} */
                  currency: 'EUR';
                  /** @enum {string} */
                  id: 'single_project' | 'professional_monthly' | 'professional_annual' | 'business_monthly' | 'business_annual';
                  /** @enum {string} */
                  interval: 'one_time' | 'month' | 'year';
                  /** @enum {string} */
                  tier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
                } | null;
                /** @enum {string} */
                provider: 'invoice' | 'stripe';
                /** @enum {string} */
                status: 'none' | 'trialing' | 'active' | 'past_due' | 'canceled';
                /** @enum {string} */
                tier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
                trialAvailable: boolean;
                usage: {
                  members: {
                    limit: number | null;
                    used: number;
                  };
                  projects: {
                    limit: number | null;
                    used: number;
                  };
                  storageBytes: {
                    limit: number | null;
                    used: number;
                  };
                };
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/billing/change-preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query: {
          planId: 'single_project' | 'professional_monthly' | 'professional_annual' | 'business_monthly' | 'business_annual';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              amounts: {
                /** @enum {string} */
                currency: 'EUR';
                netCents: number;
                totalCents: number;
                vatCents: number;
                vatRate: number;
                /** @enum {string} */
                vatTreatment: 'standard' | 'reverse_charge' | 'outside_eu';
              };
              creditCents: number;
              dueNowCents: number;
              /** @enum {string} */
              effective: 'now' | 'period_end';
              /** Format: date-time */
              effectiveAt: string;
              from: {
                amountCents: number;
                commitmentMonths: number;
                /** @enum {string} */
                currency: 'EUR';
                /** @enum {string} */
                id: 'single_project' | 'professional_monthly' | 'professional_annual' | 'business_monthly' | 'business_annual';
                /** @enum {string} */
                interval: 'one_time' | 'month' | 'year';
                /** @enum {string} */
                tier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
              } | null;
              newPriceCents: number;
              to: {
                amountCents: number;
                commitmentMonths: number;
                /** @enum {string} */
                currency: 'EUR';
                /** @enum {string} */
                id: 'single_project' | 'professional_monthly' | 'professional_annual' | 'business_monthly' | 'business_annual';
                /** @enum {string} */
                interval: 'one_time' | 'month' | 'year';
                /** @enum {string} */
                tier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/billing/checkout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
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
            billing?: {
              addressLine: string;
              city: string;
              country: string;
              /** @enum {string} */
              kind: 'business' | 'consumer';
              name: string;
              /** Format: email */
              pec?: string;
              postalCode: string;
              province?: string;
              sdiCode?: string;
              taxCode?: string;
              vatNumber?: string;
            };
            /** @enum {string} */
            planId: 'single_project' | 'professional_monthly' | 'professional_annual' | 'business_monthly' | 'business_annual';
            returnTo?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              bankTransfer?: {
                beneficiary: string;
                bic: string;
                iban: string;
                reference: string;
              };
              order: {
                amounts: {
                  /** @enum {string} */
                  currency: 'EUR';
                  netCents: number;
                  totalCents: number;
                  vatCents: number;
                  vatRate: number;
                  /** @enum {string} */
                  vatTreatment: 'standard' | 'reverse_charge' | 'outside_eu';
                };
                /** Format: date-time */
                createdAt: string;
                /** Format: uuid */
                id: string;
                paidAt: string | null;
                /** @enum {string} */
                planId: 'single_project' | 'professional_monthly' | 'professional_annual' | 'business_monthly' | 'business_annual';
                /** @enum {string} */
                provider: 'invoice' | 'stripe';
                reference: string;
                returnTo: string | null;
                /** @enum {string} */
                status: 'awaiting_payment' | 'paid' | 'canceled' | 'expired';
              };
              /** Format: uuid */
              orderId: string;
              url?: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/billing/contact-sales': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
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
            /** Format: email */
            email?: string;
            message: string;
            name?: string;
            seats?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: date-time */
              createdAt: string;
              /** Format: uuid */
              id: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/billing/details': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              billing: {
                addressLine: string;
                city: string;
                country: string;
                /** @enum {string} */
                kind: 'business' | 'consumer';
                name: string;
                /** Format: email */
                pec?: string;
                postalCode: string;
                province?: string;
                sdiCode?: string;
                taxCode?: string;
                vatNumber?: string;
              } | null;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    /** @description Not open to API keys (session only). */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            addressLine: string;
            city: string;
            country: string;
            /** @enum {string} */
            kind: 'business' | 'consumer';
            name: string;
            /** Format: email */
            pec?: string;
            postalCode: string;
            province?: string;
            sdiCode?: string;
            taxCode?: string;
            vatNumber?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              billing: {
                addressLine: string;
                city: string;
                country: string;
                /** @enum {string} */
                kind: 'business' | 'consumer';
                name: string;
                /** Format: email */
                pec?: string;
                postalCode: string;
                province?: string;
                sdiCode?: string;
                taxCode?: string;
                vatNumber?: string;
              } | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              amounts: {
                /** @enum {string} */
                currency: 'EUR';
                netCents: number;
                totalCents: number;
                vatCents: number;
                vatRate: number;
                /** @enum {string} */
                vatTreatment: 'standard' | 'reverse_charge' | 'outside_eu';
              };
              correctsInvoiceId: string | null;
              description: string;
              /** Format: uuid */
              id: string;
              /** Format: date-time */
              issuedAt: string;
              /** @enum {string} */
              kind: 'invoice' | 'credit_note';
              /** @enum {string} */
              language: 'en' | 'it';
              number: string;
              planId: string | null;
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/billing/invoices/{id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': unknown;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': components['schemas']['ApiError'];
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
  '/api/billing/plans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              amountCents: number;
              commitmentMonths: number;
              /** @enum {string} */
              currency: 'EUR';
              /** @enum {string} */
              id: 'single_project' | 'professional_monthly' | 'professional_annual' | 'business_monthly' | 'business_annual';
              /** @enum {string} */
              interval: 'one_time' | 'month' | 'year';
              /** @enum {string} */
              tier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
            }[];
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
  '/api/billing/portal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              url: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/billing/quote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          country: string;
          kind: 'business' | 'consumer';
          planId: 'single_project' | 'professional_monthly' | 'professional_annual' | 'business_monthly' | 'business_annual';
          vatNumber?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              amounts: {
                /** @enum {string} */
                currency: 'EUR';
                netCents: number;
                totalCents: number;
                vatCents: number;
                vatRate: number;
                /** @enum {string} */
                vatTreatment: 'standard' | 'reverse_charge' | 'outside_eu';
              };
              mention: string | null;
              /** @enum {string} */
              planId: 'single_project' | 'professional_monthly' | 'professional_annual' | 'business_monthly' | 'business_annual';
              shown: {
                cents: number;
                vatIncluded: boolean;
              };
              vatNumberValid: boolean;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/billing/resume': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              billing: {
                addressLine: string;
                city: string;
                country: string;
                /** @enum {string} */
                kind: 'business' | 'consumer';
                name: string;
                /** Format: email */
                pec?: string;
                postalCode: string;
                province?: string;
                sdiCode?: string;
                taxCode?: string;
                vatNumber?: string;
              } | null;
              cancelAtPeriodEnd: boolean;
              commitmentEnd: string | null;
              currentPeriodEnd: string | null;
              graceEndsAt: string | null;
              pendingOrders: {
                amounts: {
                  /** @enum {string} */
                  currency: 'EUR';
                  netCents: number;
                  totalCents: number;
                  vatCents: number;
                  vatRate: number;
                  /** @enum {string} */
                  vatTreatment: 'standard' | 'reverse_charge' | 'outside_eu';
                };
                /** Format: date-time */
                createdAt: string;
                /** Format: uuid */
                id: string;
                paidAt: string | null;
                /** @enum {string} */
                planId: 'single_project' | 'professional_monthly' | 'professional_annual' | 'business_monthly' | 'business_annual';
                /** @enum {string} */
                provider: 'invoice' | 'stripe';
                reference: string;
                returnTo: string | null;
                /** @enum {string} */
                status: 'awaiting_payment' | 'paid' | 'canceled' | 'expired';
              }[];
              plan: {
                amountCents: number;
                commitmentMonths: number;
                /** @enum {string} */
                currency: 'EUR';
                /** @enum {string} */
                id: 'single_project' | 'professional_monthly' | 'professional_annual' | 'business_monthly' | 'business_annual';
                /** @enum {string} */
                interval: 'one_time' | 'month' | 'year';
                /** @enum {string} */
                tier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
              } | null;
              /** @enum {string} */
              provider: 'invoice' | 'stripe';
              /** @enum {string} */
              status: 'none' | 'trialing' | 'active' | 'past_due' | 'canceled';
              /** @enum {string} */
              tier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
              trialAvailable: boolean;
              usage: {
                members: {
                  limit: number | null;
                  used: number;
                };
                projects: {
                  limit: number | null;
                  used: number;
                };
                storageBytes: {
                  limit: number | null;
                  used: number;
                };
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/billing/trial': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              billing: {
                addressLine: string;
                city: string;
                country: string;
                /** @enum {string} */
                kind: 'business' | 'consumer';
                name: string;
                /** Format: email */
                pec?: string;
                postalCode: string;
                province?: string;
                sdiCode?: string;
                taxCode?: string;
                vatNumber?: string;
              } | null;
              cancelAtPeriodEnd: boolean;
              commitmentEnd: string | null;
              currentPeriodEnd: string | null;
              graceEndsAt: string | null;
              pendingOrders: {
                amounts: {
                  /** @enum {string} */
                  currency: 'EUR';
                  netCents: number;
                  totalCents: number;
                  vatCents: number;
                  vatRate: number;
                  /** @enum {string} */
                  vatTreatment: 'standard' | 'reverse_charge' | 'outside_eu';
                };
                /** Format: date-time */
                createdAt: string;
                /** Format: uuid */
                id: string;
                paidAt: string | null;
                /** @enum {string} */
                planId: 'single_project' | 'professional_monthly' | 'professional_annual' | 'business_monthly' | 'business_annual';
                /** @enum {string} */
                provider: 'invoice' | 'stripe';
                reference: string;
                returnTo: string | null;
                /** @enum {string} */
                status: 'awaiting_payment' | 'paid' | 'canceled' | 'expired';
              }[];
              plan: {
                amountCents: number;
                commitmentMonths: number;
                /** @enum {string} */
                currency: 'EUR';
                /** @enum {string} */
                id: 'single_project' | 'professional_monthly' | 'professional_annual' | 'business_monthly' | 'business_annual';
                /** @enum {string} */
                interval: 'one_time' | 'month' | 'year';
                /** @enum {string} */
                tier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
              } | null;
              /** @enum {string} */
              provider: 'invoice' | 'stripe';
              /** @enum {string} */
              status: 'none' | 'trialing' | 'active' | 'past_due' | 'canceled';
              /** @enum {string} */
              tier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
              trialAvailable: boolean;
              usage: {
                members: {
                  limit: number | null;
                  used: number;
                };
                projects: {
                  limit: number | null;
                  used: number;
                };
                storageBytes: {
                  limit: number | null;
                  used: number;
                };
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/billing/webhooks/stripe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              duplicate: boolean;
              /** @enum {boolean} */
              received: true;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/calendar/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          file: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/calendar/feed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              feed: {
                /** Format: date-time */
                createdAt: string;
                url: string;
              } | null;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              feed: {
                /** Format: date-time */
                createdAt: string;
                url: string;
              } | null;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    /** @description Not open to API keys (session only). */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/compliance/controls': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              frameworks?: ('eu-taxonomy' | 'gri' | 'sasb' | 'tcfd' | 'gdpr' | 'csrd-esrs' | 'dlgs-231' | 'pnrr')[];
              id: string;
              items: string[];
              title: string;
              titles?: {
                en: string;
                it: string;
              };
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/compliance/frameworks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              id: 'eu-taxonomy' | 'gri' | 'sasb' | 'tcfd' | 'gdpr' | 'csrd-esrs' | 'dlgs-231' | 'pnrr';
              itemCount: number;
              name: string;
              names?: {
                en: string;
                it: string;
              };
              version: string;
              versions?: string[];
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/compliance/frameworks/{frameworkId}/diff': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: {
          from?: string;
          to?: string;
        };
        header?: never;
        path: {
          frameworkId: 'eu-taxonomy' | 'gri' | 'sasb' | 'tcfd' | 'gdpr' | 'csrd-esrs' | 'dlgs-231' | 'pnrr';
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              added: string[];
              changed: {
                fields: string[];
                itemId: string;
              }[];
              /** @enum {string} */
              framework: 'eu-taxonomy' | 'gri' | 'sasb' | 'tcfd' | 'gdpr' | 'csrd-esrs' | 'dlgs-231' | 'pnrr';
              from: string;
              removed: string[];
              to: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/compliance/overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              frameworks: {
                applicableProjects: number;
                averageScore: number | null;
                compliant: number;
                /** @enum {string} */
                id: 'eu-taxonomy' | 'gri' | 'sasb' | 'tcfd' | 'gdpr' | 'csrd-esrs' | 'dlgs-231' | 'pnrr';
                name: string;
                nonCompliant: number;
                partial: number;
              }[];
              projects: {
                frameworks: {
                  answered: number;
                  applicable: boolean;
                  gapCount: number;
                  /** @enum {string} */
                  id: 'eu-taxonomy' | 'gri' | 'sasb' | 'tcfd' | 'gdpr' | 'csrd-esrs' | 'dlgs-231' | 'pnrr';
                  score: number | null;
                  status: ('compliant' | 'partial' | 'non-compliant') | null;
                  total: number;
                }[];
                /** @enum {string} */
                nextStep: 'scope' | 'answer' | 'close-gaps' | 'done';
                /** Format: uuid */
                projectId: string;
                scoped: boolean;
                title: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/compliance/pa-dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              projects: {
                amount: number | null;
                climate: {
                  coefficient: number | null;
                  field: string | null;
                };
                component: string | null;
                cup: string | null;
                digital: {
                  coefficient: number | null;
                  field: string | null;
                };
                /** @enum {string} */
                dnshStatus: 'compliant' | 'remediation' | 'non-compliant' | 'incomplete' | 'not-applicable';
                measure: string | null;
                mission: string | null;
                /** Format: uuid */
                projectId: string;
                /** @enum {string} */
                role: 'none' | 'administration' | 'implementing-body' | 'beneficiary' | 'contractor';
                score: number | null;
                status: ('compliant' | 'partial' | 'non-compliant') | null;
                title: string;
              }[];
              tagging: {
                climate: {
                  meetsTarget: boolean | null;
                  share: number | null;
                  taggedAmount: number;
                  target: number;
                  untagged: number;
                };
                digital: {
                  meetsTarget: boolean | null;
                  share: number | null;
                  taggedAmount: number;
                  target: number;
                  untagged: number;
                };
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/consultant-profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              bio: string;
              credentials: {
                documentId: string | null;
                number: string;
                register: string;
              }[];
              dayRateCents: number | null;
              headline: string;
              hourlyRateCents: number | null;
              languages: string[];
              name: string;
              regions: string[];
              reviewedAt: string | null;
              reviewNote: string | null;
              specialties: (
                | 'eu_taxonomy'
                | 'gri'
                | 'sasb'
                | 'tcfd'
                | 'gdpr'
                | 'csrd_esrs'
                | 'dlgs_231'
                | 'pnrr_dnsh'
                | 'financial_modelling'
                | 'market_analysis'
                | 'funding_applications'
                | 'legal'
                | 'esg_reporting'
              )[];
              /** @enum {string} */
              status: 'draft' | 'submitted' | 'verified' | 'rejected';
              submittedAt: string | null;
              userId: string;
            } | null;
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    /** @description Not open to API keys (session only). */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            bio: string;
            credentials: {
              documentId: string | null;
              number: string;
              register: string;
            }[];
            dayRateCents: number | null;
            headline: string;
            hourlyRateCents: number | null;
            languages: string[];
            regions: string[];
            specialties: (
              | 'eu_taxonomy'
              | 'gri'
              | 'sasb'
              | 'tcfd'
              | 'gdpr'
              | 'csrd_esrs'
              | 'dlgs_231'
              | 'pnrr_dnsh'
              | 'financial_modelling'
              | 'market_analysis'
              | 'funding_applications'
              | 'legal'
              | 'esg_reporting'
            )[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              bio: string;
              credentials: {
                documentId: string | null;
                number: string;
                register: string;
              }[];
              dayRateCents: number | null;
              headline: string;
              hourlyRateCents: number | null;
              languages: string[];
              name: string;
              regions: string[];
              reviewedAt: string | null;
              reviewNote: string | null;
              specialties: (
                | 'eu_taxonomy'
                | 'gri'
                | 'sasb'
                | 'tcfd'
                | 'gdpr'
                | 'csrd_esrs'
                | 'dlgs_231'
                | 'pnrr_dnsh'
                | 'financial_modelling'
                | 'market_analysis'
                | 'funding_applications'
                | 'legal'
                | 'esg_reporting'
              )[];
              /** @enum {string} */
              status: 'draft' | 'submitted' | 'verified' | 'rejected';
              submittedAt: string | null;
              userId: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/consultant-profile/submit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              bio: string;
              credentials: {
                documentId: string | null;
                number: string;
                register: string;
              }[];
              dayRateCents: number | null;
              headline: string;
              hourlyRateCents: number | null;
              languages: string[];
              name: string;
              regions: string[];
              reviewedAt: string | null;
              reviewNote: string | null;
              specialties: (
                | 'eu_taxonomy'
                | 'gri'
                | 'sasb'
                | 'tcfd'
                | 'gdpr'
                | 'csrd_esrs'
                | 'dlgs_231'
                | 'pnrr_dnsh'
                | 'financial_modelling'
                | 'market_analysis'
                | 'funding_applications'
                | 'legal'
                | 'esg_reporting'
              )[];
              /** @enum {string} */
              status: 'draft' | 'submitted' | 'verified' | 'rejected';
              submittedAt: string | null;
              userId: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/consultants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: {
          language?: string;
          q?: string;
          region?: string;
          specialty?:
            | 'eu_taxonomy'
            | 'gri'
            | 'sasb'
            | 'tcfd'
            | 'gdpr'
            | 'csrd_esrs'
            | 'dlgs_231'
            | 'pnrr_dnsh'
            | 'financial_modelling'
            | 'market_analysis'
            | 'funding_applications'
            | 'legal'
            | 'esg_reporting';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              bio: string;
              credentials: {
                documentId: string | null;
                number: string;
                register: string;
              }[];
              dayRateCents: number | null;
              headline: string;
              hourlyRateCents: number | null;
              languages: string[];
              name: string;
              regions: string[];
              reviewedAt: string | null;
              reviewNote: string | null;
              specialties: (
                | 'eu_taxonomy'
                | 'gri'
                | 'sasb'
                | 'tcfd'
                | 'gdpr'
                | 'csrd_esrs'
                | 'dlgs_231'
                | 'pnrr_dnsh'
                | 'financial_modelling'
                | 'market_analysis'
                | 'funding_applications'
                | 'legal'
                | 'esg_reporting'
              )[];
              /** @enum {string} */
              status: 'draft' | 'submitted' | 'verified' | 'rejected';
              submittedAt: string | null;
              userId: string;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
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
            /** Format: email */
            email?: string;
            message: string;
            name?: string;
            /** @enum {string} */
            topic: 'sales' | 'support' | 'privacy' | 'partnership' | 'press' | 'other';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: date-time */
              createdAt: string;
              /** Format: uuid */
              id: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/dashboard/consultant': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              projects: {
                /** @enum {string} */
                capability: 'read' | 'comment' | 'edit';
                /** Format: uuid */
                id: string;
                ownerName: string;
                sharedAt: string;
                title: string;
                /** @enum {string} */
                via: 'grant' | 'member';
              }[];
              tasks: {
                dueDate: string;
                /** Format: uuid */
                id: string;
                itemId: string;
                overdue: boolean;
                /** Format: uuid */
                projectId: string;
                projectTitle: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/dashboard/investor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              answerDays: number;
              waiting: (
                | {
                    at: string;
                    /** Format: uuid */
                    cardId: string;
                    /** @enum {string} */
                    kind: 'answer';
                    projectTitle: string;
                    question: string;
                  }
                | {
                    at: string;
                    /** @enum {string} */
                    kind: 'request';
                    projectTitle: string;
                    /** Format: uuid */
                    requestId: string;
                  }
                | {
                    at: string;
                    count: number;
                    /** @enum {string} */
                    kind: 'alerts';
                    /** Format: uuid */
                    portfolioId: string;
                    portfolioName: string;
                  }
              )[];
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/data-quality': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              projects: {
                findings: {
                  /** @enum {string} */
                  category: 'completeness' | 'consistency' | 'freshness';
                  code: string;
                  confidenceEffect: number | null;
                  fixUrl: string;
                  message: string;
                  /** @enum {string} */
                  severity: 'high' | 'medium' | 'low';
                }[];
                /** Format: uuid */
                projectId: string;
                projectTitle: string;
                score: number;
              }[];
              /** @enum {string} */
              scope: 'mine' | 'platform';
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/deal-flow/cards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              access: 'full' | 'showcase';
              crScore: number | null;
              crTier: ('ready' | 'developing' | 'not-yet-ready') | null;
              followed: boolean;
              fundingRequestId: string | null;
              /** Format: uuid */
              id: string;
              industry: string | null;
              movedAt: string;
              openQuestions: number;
              /** Format: uuid */
              pipelineId: string;
              /** Format: uuid */
              projectId: string;
              projectTitle: string;
              realization?: {
                detail: {
                  /** @enum {string} */
                  code: 'no_items' | 'overdue' | 'over_budget_late' | 'all_done' | 'at_risk' | 'not_started' | 'on_track';
                  dueSoon: string[];
                  items: string[];
                };
                reason: string;
                /** @enum {string} */
                status: 'not_started' | 'on_track' | 'at_risk' | 'late' | 'completed';
              } | null;
              region: string | null;
              showcaseSlug: string | null;
              /** @enum {string} */
              source: 'request' | 'grant' | 'showcase';
              /** Format: uuid */
              stageId: string;
              ticket: number | null;
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/deal-flow/cards/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              card: {
                /** @enum {string} */
                access: 'full' | 'showcase';
                crScore: number | null;
                crTier: ('ready' | 'developing' | 'not-yet-ready') | null;
                followed: boolean;
                fundingRequestId: string | null;
                /** Format: uuid */
                id: string;
                industry: string | null;
                movedAt: string;
                openQuestions: number;
                /** Format: uuid */
                pipelineId: string;
                /** Format: uuid */
                projectId: string;
                projectTitle: string;
                realization?: {
                  detail: {
                    /** @enum {string} */
                    code: 'no_items' | 'overdue' | 'over_budget_late' | 'all_done' | 'at_risk' | 'not_started' | 'on_track';
                    dueSoon: string[];
                    items: string[];
                  };
                  reason: string;
                  /** @enum {string} */
                  status: 'not_started' | 'on_track' | 'at_risk' | 'late' | 'completed';
                } | null;
                region: string | null;
                showcaseSlug: string | null;
                /** @enum {string} */
                source: 'request' | 'grant' | 'showcase';
                /** Format: uuid */
                stageId: string;
                ticket: number | null;
              };
              ddItems: {
                complianceItemId: string | null;
                documentId: string | null;
                done: boolean;
                evaluationVersion: number | null;
                figureId: string | null;
                /** Format: uuid */
                id: string;
                link: {
                  at: string | null;
                  href: string;
                  id: string;
                  /** @enum {string} */
                  kind: 'document' | 'figure' | 'evaluation' | 'compliance';
                  label: string;
                  labelIt: string | null;
                  unit: string | null;
                  value: number | null;
                } | null;
                title: string;
              }[];
              decision: {
                amount: number | null;
                conditions: string;
                decidedAt: string;
                /** @enum {string} */
                decision: 'invest' | 'pass';
                reasons: string;
              } | null;
              findings: {
                createdAt: string;
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                likelihood: 'low' | 'medium' | 'high';
                mitigation: string;
                owner: string;
                risk: string;
                /** @enum {string} */
                severity: 'low' | 'medium' | 'high';
              }[];
              moves: {
                at: string;
                by: string | null;
                fromStageId: string | null;
                toStageId: string | null;
              }[];
              notes: {
                body: string;
                createdAt: string;
                /** Format: uuid */
                id: string;
              }[];
              questions: {
                answerBody: string | null;
                answeredAt: string | null;
                attachments: {
                  /** Format: uuid */
                  id: string;
                  name: string;
                }[];
                body: string;
                /** Format: uuid */
                cardId: string;
                createdAt: string;
                dueDate: string | null;
                /** Format: uuid */
                id: string;
                overdue: boolean;
                /** Format: uuid */
                projectId: string;
                /** @enum {string} */
                status: 'open' | 'answered';
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/deal-flow/cards/{id}/access-request': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              notified: number;
              requestedAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/deal-flow/cards/{id}/checklist': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            link?: {
              id: string;
              /** @enum {string} */
              kind: 'document' | 'figure' | 'evaluation' | 'compliance';
            };
            title: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              complianceItemId: string | null;
              documentId: string | null;
              done: boolean;
              evaluationVersion: number | null;
              figureId: string | null;
              /** Format: uuid */
              id: string;
              link: {
                at: string | null;
                href: string;
                id: string;
                /** @enum {string} */
                kind: 'document' | 'figure' | 'evaluation' | 'compliance';
                label: string;
                labelIt: string | null;
                unit: string | null;
                value: number | null;
              } | null;
              title: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/deal-flow/cards/{id}/checklist/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** @description Not open to API keys (session only). */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            done?: boolean;
            link?: {
              id: string;
              /** @enum {string} */
              kind: 'document' | 'figure' | 'evaluation' | 'compliance';
            } | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              complianceItemId: string | null;
              documentId: string | null;
              done: boolean;
              evaluationVersion: number | null;
              figureId: string | null;
              /** Format: uuid */
              id: string;
              link: {
                at: string | null;
                href: string;
                id: string;
                /** @enum {string} */
                kind: 'document' | 'figure' | 'evaluation' | 'compliance';
                label: string;
                labelIt: string | null;
                unit: string | null;
                value: number | null;
              } | null;
              title: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/deal-flow/cards/{id}/decision': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** @description Not open to API keys (session only). */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            amount?: number;
            /** @default  */
            conditions?: string;
            /** @enum {string} */
            decision: 'invest' | 'pass';
            /** @default  */
            reasons?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              amount: number | null;
              conditions: string;
              decidedAt: string;
              /** @enum {string} */
              decision: 'invest' | 'pass';
              reasons: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/deal-flow/cards/{id}/findings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            likelihood: 'low' | 'medium' | 'high';
            /** @default  */
            mitigation?: string;
            /** @default  */
            owner?: string;
            risk: string;
            /** @enum {string} */
            severity: 'low' | 'medium' | 'high';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              likelihood: 'low' | 'medium' | 'high';
              mitigation: string;
              owner: string;
              risk: string;
              /** @enum {string} */
              severity: 'low' | 'medium' | 'high';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/deal-flow/cards/{id}/link-targets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              at: string | null;
              href: string;
              id: string;
              /** @enum {string} */
              kind: 'document' | 'figure' | 'evaluation' | 'compliance';
              label: string;
              labelIt: string | null;
              unit: string | null;
              value: number | null;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/deal-flow/cards/{id}/move': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            stageId: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              access: 'full' | 'showcase';
              crScore: number | null;
              crTier: ('ready' | 'developing' | 'not-yet-ready') | null;
              followed: boolean;
              fundingRequestId: string | null;
              /** Format: uuid */
              id: string;
              industry: string | null;
              movedAt: string;
              openQuestions: number;
              /** Format: uuid */
              pipelineId: string;
              /** Format: uuid */
              projectId: string;
              projectTitle: string;
              realization?: {
                detail: {
                  /** @enum {string} */
                  code: 'no_items' | 'overdue' | 'over_budget_late' | 'all_done' | 'at_risk' | 'not_started' | 'on_track';
                  dueSoon: string[];
                  items: string[];
                };
                reason: string;
                /** @enum {string} */
                status: 'not_started' | 'on_track' | 'at_risk' | 'late' | 'completed';
              } | null;
              region: string | null;
              showcaseSlug: string | null;
              /** @enum {string} */
              source: 'request' | 'grant' | 'showcase';
              /** Format: uuid */
              stageId: string;
              ticket: number | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/deal-flow/cards/{id}/notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            body: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              body: string;
              createdAt: string;
              /** Format: uuid */
              id: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/deal-flow/cards/{id}/questions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            body: string;
            /** Format: date */
            dueDate?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              answerBody: string | null;
              answeredAt: string | null;
              attachments: {
                /** Format: uuid */
                id: string;
                name: string;
              }[];
              body: string;
              /** Format: uuid */
              cardId: string;
              createdAt: string;
              dueDate: string | null;
              /** Format: uuid */
              id: string;
              overdue: boolean;
              /** Format: uuid */
              projectId: string;
              /** @enum {string} */
              status: 'open' | 'answered';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/deal-flow/follows': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cardId: string | null;
              followedAt: string;
              projectTitle: string;
              slug: string;
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /** @description Not open to API keys (session only). */
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
            slug: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              access: 'full' | 'showcase';
              crScore: number | null;
              crTier: ('ready' | 'developing' | 'not-yet-ready') | null;
              followed: boolean;
              fundingRequestId: string | null;
              /** Format: uuid */
              id: string;
              industry: string | null;
              movedAt: string;
              openQuestions: number;
              /** Format: uuid */
              pipelineId: string;
              /** Format: uuid */
              projectId: string;
              projectTitle: string;
              realization?: {
                detail: {
                  /** @enum {string} */
                  code: 'no_items' | 'overdue' | 'over_budget_late' | 'all_done' | 'at_risk' | 'not_started' | 'on_track';
                  dueSoon: string[];
                  items: string[];
                };
                reason: string;
                /** @enum {string} */
                status: 'not_started' | 'on_track' | 'at_risk' | 'late' | 'completed';
              } | null;
              region: string | null;
              showcaseSlug: string | null;
              /** @enum {string} */
              source: 'request' | 'grant' | 'showcase';
              /** Format: uuid */
              stageId: string;
              ticket: number | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/deal-flow/follows/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** @description Not open to API keys (session only). */
    delete: {
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
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/deal-flow/pipelines': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              id: string;
              name: string;
              stages: {
                /** Format: uuid */
                id: string;
                kind: string | null;
                name: string;
              }[];
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /** @description Not open to API keys (session only). */
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
            name: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              id: string;
              name: string;
              stages: {
                /** Format: uuid */
                id: string;
                kind: string | null;
                name: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/deal-flow/pipelines/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** @description Not open to API keys (session only). */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              id: string;
              name: string;
              stages: {
                /** Format: uuid */
                id: string;
                kind: string | null;
                name: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/deal-flow/pipelines/{id}/stage-order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** @description Not open to API keys (session only). */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            stageIds: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              id: string;
              name: string;
              stages: {
                /** Format: uuid */
                id: string;
                kind: string | null;
                name: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/deal-flow/pipelines/{id}/stages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              id: string;
              name: string;
              stages: {
                /** Format: uuid */
                id: string;
                kind: string | null;
                name: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/deal-flow/pipelines/{id}/stages/{stageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** @description Not open to API keys (session only). */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          stageId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              id: string;
              name: string;
              stages: {
                /** Format: uuid */
                id: string;
                kind: string | null;
                name: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** @description Not open to API keys (session only). */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          stageId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              id: string;
              name: string;
              stages: {
                /** Format: uuid */
                id: string;
                kind: string | null;
                name: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/deal-flow/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              questionsAnswered: number;
              questionsAsked: number;
              stages: {
                count: number;
                /** Format: uuid */
                id: string;
                kind: string | null;
                name: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/deal-flow/views': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              filters: {
                industry?: string;
                region?: string;
                /** Format: uuid */
                stage?: string;
                ticketMax?: number;
                ticketMin?: number;
                /** @enum {string} */
                tier?: 'ready' | 'developing' | 'not-yet-ready' | 'none';
              };
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              mode: 'board' | 'list';
              name: string;
              updatedAt: string;
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /** @description Not open to API keys (session only). */
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
            filters: {
              industry?: string;
              region?: string;
              /** Format: uuid */
              stage?: string;
              ticketMax?: number;
              ticketMin?: number;
              /** @enum {string} */
              tier?: 'ready' | 'developing' | 'not-yet-ready' | 'none';
            };
            /** @enum {string} */
            mode: 'board' | 'list';
            name: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              filters: {
                industry?: string;
                region?: string;
                /** Format: uuid */
                stage?: string;
                ticketMax?: number;
                ticketMin?: number;
                /** @enum {string} */
                tier?: 'ready' | 'developing' | 'not-yet-ready' | 'none';
              };
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              mode: 'board' | 'list';
              name: string;
              updatedAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/deal-flow/views/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** @description Not open to API keys (session only). */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** @description Not open to API keys (session only). */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            filters?: {
              industry?: string;
              region?: string;
              /** Format: uuid */
              stage?: string;
              ticketMax?: number;
              ticketMin?: number;
              /** @enum {string} */
              tier?: 'ready' | 'developing' | 'not-yet-ready' | 'none';
            };
            /** @enum {string} */
            mode?: 'board' | 'list';
            name?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              filters: {
                industry?: string;
                region?: string;
                /** Format: uuid */
                stage?: string;
                ticketMax?: number;
                ticketMin?: number;
                /** @enum {string} */
                tier?: 'ready' | 'developing' | 'not-yet-ready' | 'none';
              };
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              mode: 'board' | 'list';
              name: string;
              updatedAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/developer/keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller's API keys (prefix only, never the key)
     * @description Not open to API keys (session only).
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
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              expiresAt: string | null;
              /** Format: uuid */
              id: string;
              lastUsedAt: string | null;
              lastUsedIp: string | null;
              name: string;
              prefix: string;
              revokedAt: string | null;
              scopes: (
                | 'projects:read'
                | 'projects:write'
                | 'evaluations:run'
                | 'documents:read'
                | 'documents:write'
                | 'compliance:read'
                | 'funding:read'
                | 'reports:read'
                | 'portfolio:read'
                | 'webhooks:manage'
              )[];
              /** @enum {string} */
              status: 'active' | 'expired' | 'revoked';
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /**
     * Create an API key (Enterprise); the key is in this answer only
     * @description Not open to API keys (session only).
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
            expiresAt?: string | null;
            name: string;
            scopes: (
              | 'projects:read'
              | 'projects:write'
              | 'evaluations:run'
              | 'documents:read'
              | 'documents:write'
              | 'compliance:read'
              | 'funding:read'
              | 'reports:read'
              | 'portfolio:read'
              | 'webhooks:manage'
            )[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              expiresAt: string | null;
              /** Format: uuid */
              id: string;
              key: string;
              name: string;
              prefix: string;
              scopes: (
                | 'projects:read'
                | 'projects:write'
                | 'evaluations:run'
                | 'documents:read'
                | 'documents:write'
                | 'compliance:read'
                | 'funding:read'
                | 'reports:read'
                | 'portfolio:read'
                | 'webhooks:manage'
              )[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/developer/keys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke an API key (refused from its next request on)
     * @description Not open to API keys (session only).
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              expiresAt: string | null;
              /** Format: uuid */
              id: string;
              lastUsedAt: string | null;
              lastUsedIp: string | null;
              name: string;
              prefix: string;
              revokedAt: string | null;
              scopes: (
                | 'projects:read'
                | 'projects:write'
                | 'evaluations:run'
                | 'documents:read'
                | 'documents:write'
                | 'compliance:read'
                | 'funding:read'
                | 'reports:read'
                | 'portfolio:read'
                | 'webhooks:manage'
              )[];
              /** @enum {string} */
              status: 'active' | 'expired' | 'revoked';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/developer/usage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Use of your keys per day and route group (count, errors, p95 ms), JSON or CSV (?format=csv)
     * @description Not open to API keys (session only).
     */
    get: {
      parameters: {
        query?: {
          format?: 'json' | 'csv';
          from?: string;
          keyId?: string;
          to?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** Format: date */
                  from: string;
                  month: {
                    allowance: number | null;
                    counted: number;
                    month: string;
                    remaining: number | null;
                    used: number;
                  };
                  rateLimit: {
                    policy: string;
                    quota: number;
                    windowSeconds: number;
                  } | null;
                  rows: {
                    count: number;
                    /** Format: date */
                    day: string;
                    errors: number;
                    p95Ms: number | null;
                    routeGroup: string;
                  }[];
                  /** Format: date */
                  to: string;
                }
              | string;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/developer/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller's webhook endpoints (never the secret)
     * @description **API key scope:** `webhooks:manage`.
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
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              description: string | null;
              disabledReason: string | null;
              enabled: boolean;
              events: (
                | 'evaluation.completed'
                | 'document.analysed'
                | 'figure.accepted'
                | 'compliance.changed'
                | 'report.sealed'
                | 'funding_request.updated'
                | 'deal_card.moved'
                | 'project.shared'
              )[];
              /** Format: uuid */
              id: string;
              previousSecretExpiresAt: string | null;
              secretPrefix: string;
              updatedAt: string;
              url: string;
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /**
     * Add a webhook endpoint (Enterprise); the signing secret is in this answer only
     * @description **API key scope:** `webhooks:manage`.
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
            description?: string | null;
            events: (
              | 'evaluation.completed'
              | 'document.analysed'
              | 'figure.accepted'
              | 'compliance.changed'
              | 'report.sealed'
              | 'funding_request.updated'
              | 'deal_card.moved'
              | 'project.shared'
            )[];
            url: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              description: string | null;
              disabledReason: string | null;
              enabled: boolean;
              events: (
                | 'evaluation.completed'
                | 'document.analysed'
                | 'figure.accepted'
                | 'compliance.changed'
                | 'report.sealed'
                | 'funding_request.updated'
                | 'deal_card.moved'
                | 'project.shared'
              )[];
              /** Format: uuid */
              id: string;
              previousSecretExpiresAt: string | null;
              secret: string;
              secretPrefix: string;
              updatedAt: string;
              url: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/developer/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One webhook endpoint
     * @description **API key scope:** `webhooks:manage`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              description: string | null;
              disabledReason: string | null;
              enabled: boolean;
              events: (
                | 'evaluation.completed'
                | 'document.analysed'
                | 'figure.accepted'
                | 'compliance.changed'
                | 'report.sealed'
                | 'funding_request.updated'
                | 'deal_card.moved'
                | 'project.shared'
              )[];
              /** Format: uuid */
              id: string;
              previousSecretExpiresAt: string | null;
              secretPrefix: string;
              updatedAt: string;
              url: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /**
     * Delete a webhook endpoint and its delivery log
     * @description **API key scope:** `webhooks:manage`.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              description: string | null;
              disabledReason: string | null;
              enabled: boolean;
              events: (
                | 'evaluation.completed'
                | 'document.analysed'
                | 'figure.accepted'
                | 'compliance.changed'
                | 'report.sealed'
                | 'funding_request.updated'
                | 'deal_card.moved'
                | 'project.shared'
              )[];
              /** Format: uuid */
              id: string;
              previousSecretExpiresAt: string | null;
              secretPrefix: string;
              updatedAt: string;
              url: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /**
     * Change the URL, events or description, or turn the endpoint on or off
     * @description **API key scope:** `webhooks:manage`.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description?: string | null;
            enabled?: boolean;
            events?: (
              | 'evaluation.completed'
              | 'document.analysed'
              | 'figure.accepted'
              | 'compliance.changed'
              | 'report.sealed'
              | 'funding_request.updated'
              | 'deal_card.moved'
              | 'project.shared'
            )[];
            url?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              description: string | null;
              disabledReason: string | null;
              enabled: boolean;
              events: (
                | 'evaluation.completed'
                | 'document.analysed'
                | 'figure.accepted'
                | 'compliance.changed'
                | 'report.sealed'
                | 'funding_request.updated'
                | 'deal_card.moved'
                | 'project.shared'
              )[];
              /** Format: uuid */
              id: string;
              previousSecretExpiresAt: string | null;
              secretPrefix: string;
              updatedAt: string;
              url: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/developer/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The endpoint's delivery log, newest first (request, answer, timing, attempt, next retry)
     * @description **API key scope:** `webhooks:manage`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attempt: number;
              createdAt: string;
              durationMs: number | null;
              /** Format: uuid */
              endpointId: string;
              error: string | null;
              /** @enum {string} */
              event:
                | 'evaluation.completed'
                | 'document.analysed'
                | 'figure.accepted'
                | 'compliance.changed'
                | 'report.sealed'
                | 'funding_request.updated'
                | 'deal_card.moved'
                | 'project.shared';
              /** Format: uuid */
              id: string;
              lastAttemptAt: string | null;
              messageId: string;
              nextRetryAt: string | null;
              request: {
                body: string;
                headers: {
                  [key: string]: string;
                } | null;
              };
              response: {
                body: string | null;
                status: number | null;
              };
              /** @enum {string} */
              state: 'pending' | 'retrying' | 'succeeded' | 'failed';
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/developer/webhooks/{id}/deliveries/{deliveryId}/redeliver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a delivered or failed message again (same webhook-id), as a new delivery
     * @description **API key scope:** `webhooks:manage`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          deliveryId: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attempt: number;
              createdAt: string;
              durationMs: number | null;
              /** Format: uuid */
              endpointId: string;
              error: string | null;
              /** @enum {string} */
              event:
                | 'evaluation.completed'
                | 'document.analysed'
                | 'figure.accepted'
                | 'compliance.changed'
                | 'report.sealed'
                | 'funding_request.updated'
                | 'deal_card.moved'
                | 'project.shared';
              /** Format: uuid */
              id: string;
              lastAttemptAt: string | null;
              messageId: string;
              nextRetryAt: string | null;
              request: {
                body: string;
                headers: {
                  [key: string]: string;
                } | null;
              };
              response: {
                body: string | null;
                status: number | null;
              };
              /** @enum {string} */
              state: 'pending' | 'retrying' | 'succeeded' | 'failed';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/developer/webhooks/{id}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A new signing secret (in this answer only); the previous one keeps signing alongside it for 24 hours
     * @description **API key scope:** `webhooks:manage`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              id: string;
              previousSecretExpiresAt: string;
              secret: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              filename: string;
              /** Format: uuid */
              id: string;
              mediaType: string;
              /** Format: uuid */
              projectId: string;
              projectTitle: string;
              proposedFigures: number;
              sha256: string;
              size: number;
              /** @enum {string} */
              status: 'queued' | 'processing' | 'analysed' | 'failed' | 'quarantined';
              /** Format: date-time */
              uploadedAt: string;
              uploadedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
              views?: {
                lastAt: string | null;
                viewers: number;
                views: number;
              };
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/documents/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description **API key scope:** `documents:read`. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              checklist: {
                found: boolean;
                page?: number;
                /** @enum {string} */
                section:
                  | 'problem'
                  | 'solution'
                  | 'market'
                  | 'competition'
                  | 'business_model'
                  | 'go_to_market'
                  | 'team'
                  | 'financial_plan'
                  | 'funding_request'
                  | 'risks'
                  | 'milestones'
                  | 'esg';
                sheet?: string;
              }[];
              failure: {
                code: string;
                message: string;
              } | null;
              filename: string;
              /** Format: uuid */
              id: string;
              kind: ('pitch_deck' | 'business_plan' | 'financial_model' | 'financial_statements' | 'legal' | 'esg_report' | 'other') | null;
              kindConfidence: number | null;
              language: ('en' | 'it') | null;
              mediaType: string;
              ocr: ('used' | 'unavailable' | 'not_needed') | null;
              pages: number | null;
              /** Format: uuid */
              projectId: string;
              proposedFigures: number;
              risks: {
                code: string;
                detail: {
                  [key: string]: string | number | null;
                };
                /** @enum {string} */
                severity: 'info' | 'warning' | 'high';
              }[];
              sha256: string;
              size: number;
              /** @enum {string} */
              status: 'queued' | 'processing' | 'analysed' | 'failed' | 'quarantined';
              textLayer: boolean | null;
              /** Format: date-time */
              uploadedAt: string;
              uploadedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
              versions: {
                /** Format: uuid */
                id: string;
                sha256: string;
                /** Format: date-time */
                uploadedAt: string;
                version: number;
              }[];
              views?: {
                lastAt: string | null;
                viewers: number;
                views: number;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** @description Not open to API keys (session only). */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documents/{id}/content': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description **API key scope:** `documents:read`. */
    get: {
      parameters: {
        query?: {
          download?: '1';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/documents/{id}/figures': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              citation: {
                cell?: string;
                page?: number;
                quote: string;
                sheet?: string;
              };
              confidence?: number;
              currency: string | null;
              decidedAt: string | null;
              decidedBy: {
                id: string;
                name: string;
              } | null;
              /** @description null once the source document was deleted; the citation text stays */
              documentId: string | null;
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              key: 'revenue' | 'ebitda' | 'net_income' | 'capex' | 'cash' | 'debt' | 'headcount' | 'funding_sought' | 'tam' | 'sam' | 'som';
              marks?: {
                adjusted?: boolean;
                approximate?: boolean;
                high?: number;
                net?: boolean;
              };
              originalValue: number | null;
              period: number | null;
              periodDetail?:
                | {
                    /** @enum {string} */
                    kind: 'year';
                    year: number;
                  }
                | {
                    /** @enum {string} */
                    kind: 'quarter';
                    quarter: 1 | 2 | 3 | 4;
                    year: number;
                  }
                | {
                    half: 1 | 2;
                    /** @enum {string} */
                    kind: 'half';
                    year: number;
                  }
                | {
                    /** @enum {string} */
                    kind: 'nine_months';
                    year: number;
                  }
                | {
                    from: number;
                    /** @enum {string} */
                    kind: 'span';
                    to: number;
                  }
                | {
                    day: number;
                    /** @enum {string} */
                    kind: 'date';
                    month: number;
                    year: number;
                  };
              reason?: string;
              /** @enum {string} */
              source: 'rules' | 'ai';
              sourceDeleted: boolean;
              /** @enum {string} */
              status: 'proposed' | 'accepted' | 'rejected';
              value: number;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/documents/{id}/figures/{figureId}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          figureId: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            value?: number;
          } | null;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              citation: {
                cell?: string;
                page?: number;
                quote: string;
                sheet?: string;
              };
              confidence?: number;
              currency: string | null;
              decidedAt: string | null;
              decidedBy: {
                id: string;
                name: string;
              } | null;
              /** @description null once the source document was deleted; the citation text stays */
              documentId: string | null;
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              key: 'revenue' | 'ebitda' | 'net_income' | 'capex' | 'cash' | 'debt' | 'headcount' | 'funding_sought' | 'tam' | 'sam' | 'som';
              marks?: {
                adjusted?: boolean;
                approximate?: boolean;
                high?: number;
                net?: boolean;
              };
              originalValue: number | null;
              period: number | null;
              periodDetail?:
                | {
                    /** @enum {string} */
                    kind: 'year';
                    year: number;
                  }
                | {
                    /** @enum {string} */
                    kind: 'quarter';
                    quarter: 1 | 2 | 3 | 4;
                    year: number;
                  }
                | {
                    half: 1 | 2;
                    /** @enum {string} */
                    kind: 'half';
                    year: number;
                  }
                | {
                    /** @enum {string} */
                    kind: 'nine_months';
                    year: number;
                  }
                | {
                    from: number;
                    /** @enum {string} */
                    kind: 'span';
                    to: number;
                  }
                | {
                    day: number;
                    /** @enum {string} */
                    kind: 'date';
                    month: number;
                    year: number;
                  };
              reason?: string;
              /** @enum {string} */
              source: 'rules' | 'ai';
              sourceDeleted: boolean;
              /** @enum {string} */
              status: 'proposed' | 'accepted' | 'rejected';
              value: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/documents/{id}/figures/{figureId}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          figureId: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              citation: {
                cell?: string;
                page?: number;
                quote: string;
                sheet?: string;
              };
              confidence?: number;
              currency: string | null;
              decidedAt: string | null;
              decidedBy: {
                id: string;
                name: string;
              } | null;
              /** @description null once the source document was deleted; the citation text stays */
              documentId: string | null;
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              key: 'revenue' | 'ebitda' | 'net_income' | 'capex' | 'cash' | 'debt' | 'headcount' | 'funding_sought' | 'tam' | 'sam' | 'som';
              marks?: {
                adjusted?: boolean;
                approximate?: boolean;
                high?: number;
                net?: boolean;
              };
              originalValue: number | null;
              period: number | null;
              periodDetail?:
                | {
                    /** @enum {string} */
                    kind: 'year';
                    year: number;
                  }
                | {
                    /** @enum {string} */
                    kind: 'quarter';
                    quarter: 1 | 2 | 3 | 4;
                    year: number;
                  }
                | {
                    half: 1 | 2;
                    /** @enum {string} */
                    kind: 'half';
                    year: number;
                  }
                | {
                    /** @enum {string} */
                    kind: 'nine_months';
                    year: number;
                  }
                | {
                    from: number;
                    /** @enum {string} */
                    kind: 'span';
                    to: number;
                  }
                | {
                    day: number;
                    /** @enum {string} */
                    kind: 'date';
                    month: number;
                    year: number;
                  };
              reason?: string;
              /** @enum {string} */
              source: 'rules' | 'ai';
              sourceDeleted: boolean;
              /** @enum {string} */
              status: 'proposed' | 'accepted' | 'rejected';
              value: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/documents/{id}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              filename: string;
              /** Format: uuid */
              id: string;
              mediaType: string;
              /** Format: uuid */
              projectId: string;
              proposedFigures: number;
              sha256: string;
              size: number;
              /** @enum {string} */
              status: 'queued' | 'processing' | 'analysed' | 'failed' | 'quarantined';
              /** Format: date-time */
              uploadedAt: string;
              uploadedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
              views?: {
                lastAt: string | null;
                viewers: number;
                views: number;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/documents/{id}/text': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              parts: {
                cells?: {
                  [key: string]: string;
                };
                page?: number;
                sheet?: string;
                text: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/documents/{id}/views': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              action: 'open' | 'download';
              /** Format: date-time */
              at: string;
              viewer: {
                id: string;
                name: string;
                /** @enum {string} */
                role: 'proponent' | 'investor' | 'consultant' | 'admin';
              };
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/engagements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              acceptedAt: string | null;
              budgetCents: number | null;
              closedAt: string | null;
              consultantId: string;
              consultantName: string;
              createdAt: string;
              deadline: string | null;
              gaps: {
                id: string;
                /** @enum {string} */
                kind: 'subfactor' | 'compliance_item';
              }[];
              grantExpiresAt: string | null;
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              projectId: string;
              projectTitle: string;
              rating: number | null;
              requestedBy: string | null;
              review: string | null;
              scope: string;
              /** @enum {string} */
              side: 'proponent' | 'consultant' | 'admin';
              /** @enum {string} */
              state: 'requested' | 'accepted' | 'declined' | 'completed';
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /** @description Not open to API keys (session only). */
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
            budgetCents?: number;
            consultantId: string;
            /** Format: date */
            deadline?: string;
            gaps: {
              id: string;
              /** @enum {string} */
              kind: 'subfactor' | 'compliance_item';
            }[];
            /** Format: uuid */
            projectId: string;
            scope: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              acceptedAt: string | null;
              budgetCents: number | null;
              closedAt: string | null;
              consultantId: string;
              consultantName: string;
              createdAt: string;
              deadline: string | null;
              gaps: {
                id: string;
                /** @enum {string} */
                kind: 'subfactor' | 'compliance_item';
              }[];
              grantExpiresAt: string | null;
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              projectId: string;
              projectTitle: string;
              rating: number | null;
              requestedBy: string | null;
              review: string | null;
              scope: string;
              /** @enum {string} */
              side: 'proponent' | 'consultant' | 'admin';
              /** @enum {string} */
              state: 'requested' | 'accepted' | 'declined' | 'completed';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/engagements/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              acceptedAt: string | null;
              budgetCents: number | null;
              closedAt: string | null;
              consultantId: string;
              consultantName: string;
              createdAt: string;
              deadline: string | null;
              deliverables: {
                createdAt: string;
                /** Format: uuid */
                documentId: string;
                filename: string;
              }[];
              gaps: {
                id: string;
                /** @enum {string} */
                kind: 'subfactor' | 'compliance_item';
              }[];
              grantExpiresAt: string | null;
              /** Format: uuid */
              id: string;
              messages: {
                author: string;
                body: string;
                createdAt: string;
                /** Format: uuid */
                id: string;
              }[];
              /** Format: uuid */
              projectId: string;
              projectTitle: string;
              rating: number | null;
              requestedBy: string | null;
              review: string | null;
              scope: string;
              /** @enum {string} */
              side: 'proponent' | 'consultant' | 'admin';
              /** @enum {string} */
              state: 'requested' | 'accepted' | 'declined' | 'completed';
              tasks: {
                dueDate: string;
                itemId: string;
                status: string;
                /** Format: uuid */
                taskId: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/engagements/{id}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              acceptedAt: string | null;
              budgetCents: number | null;
              closedAt: string | null;
              consultantId: string;
              consultantName: string;
              createdAt: string;
              deadline: string | null;
              gaps: {
                id: string;
                /** @enum {string} */
                kind: 'subfactor' | 'compliance_item';
              }[];
              grantExpiresAt: string | null;
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              projectId: string;
              projectTitle: string;
              rating: number | null;
              requestedBy: string | null;
              review: string | null;
              scope: string;
              /** @enum {string} */
              side: 'proponent' | 'consultant' | 'admin';
              /** @enum {string} */
              state: 'requested' | 'accepted' | 'declined' | 'completed';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/engagements/{id}/complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            rating: number;
            review: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              acceptedAt: string | null;
              budgetCents: number | null;
              closedAt: string | null;
              consultantId: string;
              consultantName: string;
              createdAt: string;
              deadline: string | null;
              gaps: {
                id: string;
                /** @enum {string} */
                kind: 'subfactor' | 'compliance_item';
              }[];
              grantExpiresAt: string | null;
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              projectId: string;
              projectTitle: string;
              rating: number | null;
              requestedBy: string | null;
              review: string | null;
              scope: string;
              /** @enum {string} */
              side: 'proponent' | 'consultant' | 'admin';
              /** @enum {string} */
              state: 'requested' | 'accepted' | 'declined' | 'completed';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/engagements/{id}/decline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              acceptedAt: string | null;
              budgetCents: number | null;
              closedAt: string | null;
              consultantId: string;
              consultantName: string;
              createdAt: string;
              deadline: string | null;
              gaps: {
                id: string;
                /** @enum {string} */
                kind: 'subfactor' | 'compliance_item';
              }[];
              grantExpiresAt: string | null;
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              projectId: string;
              projectTitle: string;
              rating: number | null;
              requestedBy: string | null;
              review: string | null;
              scope: string;
              /** @enum {string} */
              side: 'proponent' | 'consultant' | 'admin';
              /** @enum {string} */
              state: 'requested' | 'accepted' | 'declined' | 'completed';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/engagements/{id}/deliverables': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            documentId: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/engagements/{id}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            body: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              id: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/engagements/{id}/tasks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            taskId: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/errors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
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
            componentStack?: string | null;
            errorCount: number;
            message: string;
            sessionId: string;
            stack?: string | null;
            /** Format: date-time */
            timestamp: string;
            url: string;
            userAgent: string;
            viewport: {
              height: number;
              width: number;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/feedback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
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
            appVersion: string;
            description: string;
            route: string;
            viewport: {
              height: number;
              width: number;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              status: 'new' | 'triaged' | 'resolved' | 'declined';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/funding-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description **API key scope:** `funding:read`. */
    get: {
      parameters: {
        query?: {
          projectId?: string;
          state?: 'draft' | 'submitted' | 'under_review' | 'information_requested' | 'approved' | 'rejected' | 'funded' | 'withdrawn';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              allowedTransitions: (
                'draft' | 'submitted' | 'under_review' | 'information_requested' | 'approved' | 'rejected' | 'funded' | 'withdrawn'
              )[];
              amountRequested: number | null;
              call: {
                closesAt: string | null;
                funder: string;
                /** Format: uuid */
                id: string;
                title: string;
                url: string | null;
              } | null;
              /** Format: date-time */
              createdAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              currency: string;
              decidedAt: string | null;
              fundedAmount: number | null;
              fundedAt: string | null;
              /** Format: uuid */
              id: string;
              investor: {
                id: string;
                name: string;
              } | null;
              message: string;
              messageCount: number;
              package: {
                compliance: boolean;
                details: boolean;
                documentIds: string[];
                evaluation: boolean;
              };
              portalProtocol: string | null;
              portalSubmittedOn: string | null;
              project: {
                /** Format: uuid */
                id: string;
                title: string;
              };
              /** Format: uuid */
              projectId: string;
              reportIds: string[];
              /** @enum {string} */
              side: 'proponent' | 'receiver' | 'viewer';
              snapshot: {
                [key: string]: unknown;
              } | null;
              /** @enum {string} */
              state: 'draft' | 'submitted' | 'under_review' | 'information_requested' | 'approved' | 'rejected' | 'funded' | 'withdrawn';
              submittedAt: string | null;
              /** @enum {string} */
              target: 'investor' | 'call';
              /** Format: date-time */
              updatedAt: string;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /** @description Not open to API keys (session only). */
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
            amountRequested?: number;
            /** Format: uuid */
            callId?: string;
            investorId?: string;
            message: string;
            /** Format: uuid */
            projectId: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              allowedTransitions: (
                'draft' | 'submitted' | 'under_review' | 'information_requested' | 'approved' | 'rejected' | 'funded' | 'withdrawn'
              )[];
              amountRequested: number | null;
              call: {
                closesAt: string | null;
                funder: string;
                /** Format: uuid */
                id: string;
                title: string;
                url: string | null;
              } | null;
              /** Format: date-time */
              createdAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              currency: string;
              decidedAt: string | null;
              events: {
                /** Format: date-time */
                at: string;
                by: {
                  id: string;
                  name: string;
                } | null;
                from:
                  | ('draft' | 'submitted' | 'under_review' | 'information_requested' | 'approved' | 'rejected' | 'funded' | 'withdrawn')
                  | null;
                note: string | null;
                /** @enum {string} */
                to: 'draft' | 'submitted' | 'under_review' | 'information_requested' | 'approved' | 'rejected' | 'funded' | 'withdrawn';
              }[];
              fundedAmount: number | null;
              fundedAt: string | null;
              /** Format: uuid */
              id: string;
              investor: {
                id: string;
                name: string;
              } | null;
              message: string;
              messageCount: number;
              package: {
                compliance: boolean;
                details: boolean;
                documentIds: string[];
                evaluation: boolean;
              };
              portalProtocol: string | null;
              portalSubmittedOn: string | null;
              project: {
                /** Format: uuid */
                id: string;
                title: string;
              };
              /** Format: uuid */
              projectId: string;
              reportIds: string[];
              /** @enum {string} */
              side: 'proponent' | 'receiver' | 'viewer';
              snapshot: {
                [key: string]: unknown;
              } | null;
              /** @enum {string} */
              state: 'draft' | 'submitted' | 'under_review' | 'information_requested' | 'approved' | 'rejected' | 'funded' | 'withdrawn';
              submittedAt: string | null;
              /** @enum {string} */
              target: 'investor' | 'call';
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/funding-requests/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description **API key scope:** `funding:read`. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              allowedTransitions: (
                'draft' | 'submitted' | 'under_review' | 'information_requested' | 'approved' | 'rejected' | 'funded' | 'withdrawn'
              )[];
              amountRequested: number | null;
              call: {
                closesAt: string | null;
                funder: string;
                /** Format: uuid */
                id: string;
                title: string;
                url: string | null;
              } | null;
              /** Format: date-time */
              createdAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              currency: string;
              decidedAt: string | null;
              events: {
                /** Format: date-time */
                at: string;
                by: {
                  id: string;
                  name: string;
                } | null;
                from:
                  | ('draft' | 'submitted' | 'under_review' | 'information_requested' | 'approved' | 'rejected' | 'funded' | 'withdrawn')
                  | null;
                note: string | null;
                /** @enum {string} */
                to: 'draft' | 'submitted' | 'under_review' | 'information_requested' | 'approved' | 'rejected' | 'funded' | 'withdrawn';
              }[];
              fundedAmount: number | null;
              fundedAt: string | null;
              /** Format: uuid */
              id: string;
              investor: {
                id: string;
                name: string;
              } | null;
              message: string;
              messageCount: number;
              package: {
                compliance: boolean;
                details: boolean;
                documentIds: string[];
                evaluation: boolean;
              };
              portalProtocol: string | null;
              portalSubmittedOn: string | null;
              project: {
                /** Format: uuid */
                id: string;
                title: string;
              };
              /** Format: uuid */
              projectId: string;
              reportIds: string[];
              /** @enum {string} */
              side: 'proponent' | 'receiver' | 'viewer';
              snapshot: {
                [key: string]: unknown;
              } | null;
              /** @enum {string} */
              state: 'draft' | 'submitted' | 'under_review' | 'information_requested' | 'approved' | 'rejected' | 'funded' | 'withdrawn';
              submittedAt: string | null;
              /** @enum {string} */
              target: 'investor' | 'call';
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** @description Not open to API keys (session only). */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            amountRequested?: number | null;
            message?: string;
            package?: {
              compliance: boolean;
              details: boolean;
              documentIds: string[];
              evaluation: boolean;
            };
            reportIds?: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              allowedTransitions: (
                'draft' | 'submitted' | 'under_review' | 'information_requested' | 'approved' | 'rejected' | 'funded' | 'withdrawn'
              )[];
              amountRequested: number | null;
              call: {
                closesAt: string | null;
                funder: string;
                /** Format: uuid */
                id: string;
                title: string;
                url: string | null;
              } | null;
              /** Format: date-time */
              createdAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              currency: string;
              decidedAt: string | null;
              events: {
                /** Format: date-time */
                at: string;
                by: {
                  id: string;
                  name: string;
                } | null;
                from:
                  | ('draft' | 'submitted' | 'under_review' | 'information_requested' | 'approved' | 'rejected' | 'funded' | 'withdrawn')
                  | null;
                note: string | null;
                /** @enum {string} */
                to: 'draft' | 'submitted' | 'under_review' | 'information_requested' | 'approved' | 'rejected' | 'funded' | 'withdrawn';
              }[];
              fundedAmount: number | null;
              fundedAt: string | null;
              /** Format: uuid */
              id: string;
              investor: {
                id: string;
                name: string;
              } | null;
              message: string;
              messageCount: number;
              package: {
                compliance: boolean;
                details: boolean;
                documentIds: string[];
                evaluation: boolean;
              };
              portalProtocol: string | null;
              portalSubmittedOn: string | null;
              project: {
                /** Format: uuid */
                id: string;
                title: string;
              };
              /** Format: uuid */
              projectId: string;
              reportIds: string[];
              /** @enum {string} */
              side: 'proponent' | 'receiver' | 'viewer';
              snapshot: {
                [key: string]: unknown;
              } | null;
              /** @enum {string} */
              state: 'draft' | 'submitted' | 'under_review' | 'information_requested' | 'approved' | 'rejected' | 'funded' | 'withdrawn';
              submittedAt: string | null;
              /** @enum {string} */
              target: 'investor' | 'call';
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/funding-requests/{id}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              author: {
                id: string;
                name: string;
              } | null;
              body: string;
              /** Format: date-time */
              createdAt: string;
              documents: {
                filename: string;
                /** Format: uuid */
                id: string;
              }[];
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              requestId: string;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            body: string;
            documentIds?: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              author: {
                id: string;
                name: string;
              } | null;
              body: string;
              /** Format: date-time */
              createdAt: string;
              documents: {
                filename: string;
                /** Format: uuid */
                id: string;
              }[];
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              requestId: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/funding-requests/{id}/package.zip': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description the ZIP: cover summary, attached documents, sealed reports (when the plan downloads them) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/zip': unknown;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/zip': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/zip': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/zip': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/zip': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/zip': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/zip': components['schemas']['ApiError'];
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
  '/api/funding-requests/{id}/portal-submission': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            protocol: string;
            /** Format: date */
            submittedOn: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              allowedTransitions: (
                'draft' | 'submitted' | 'under_review' | 'information_requested' | 'approved' | 'rejected' | 'funded' | 'withdrawn'
              )[];
              amountRequested: number | null;
              call: {
                closesAt: string | null;
                funder: string;
                /** Format: uuid */
                id: string;
                title: string;
                url: string | null;
              } | null;
              /** Format: date-time */
              createdAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              currency: string;
              decidedAt: string | null;
              events: {
                /** Format: date-time */
                at: string;
                by: {
                  id: string;
                  name: string;
                } | null;
                from:
                  | ('draft' | 'submitted' | 'under_review' | 'information_requested' | 'approved' | 'rejected' | 'funded' | 'withdrawn')
                  | null;
                note: string | null;
                /** @enum {string} */
                to: 'draft' | 'submitted' | 'under_review' | 'information_requested' | 'approved' | 'rejected' | 'funded' | 'withdrawn';
              }[];
              fundedAmount: number | null;
              fundedAt: string | null;
              /** Format: uuid */
              id: string;
              investor: {
                id: string;
                name: string;
              } | null;
              message: string;
              messageCount: number;
              package: {
                compliance: boolean;
                details: boolean;
                documentIds: string[];
                evaluation: boolean;
              };
              portalProtocol: string | null;
              portalSubmittedOn: string | null;
              project: {
                /** Format: uuid */
                id: string;
                title: string;
              };
              /** Format: uuid */
              projectId: string;
              reportIds: string[];
              /** @enum {string} */
              side: 'proponent' | 'receiver' | 'viewer';
              snapshot: {
                [key: string]: unknown;
              } | null;
              /** @enum {string} */
              state: 'draft' | 'submitted' | 'under_review' | 'information_requested' | 'approved' | 'rejected' | 'funded' | 'withdrawn';
              submittedAt: string | null;
              /** @enum {string} */
              target: 'investor' | 'call';
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/funding-requests/{id}/transitions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            fundedAmount?: number;
            note?: string;
            /** @enum {string} */
            to: 'draft' | 'submitted' | 'under_review' | 'information_requested' | 'approved' | 'rejected' | 'funded' | 'withdrawn';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              allowedTransitions: (
                'draft' | 'submitted' | 'under_review' | 'information_requested' | 'approved' | 'rejected' | 'funded' | 'withdrawn'
              )[];
              amountRequested: number | null;
              call: {
                closesAt: string | null;
                funder: string;
                /** Format: uuid */
                id: string;
                title: string;
                url: string | null;
              } | null;
              /** Format: date-time */
              createdAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              currency: string;
              decidedAt: string | null;
              events: {
                /** Format: date-time */
                at: string;
                by: {
                  id: string;
                  name: string;
                } | null;
                from:
                  | ('draft' | 'submitted' | 'under_review' | 'information_requested' | 'approved' | 'rejected' | 'funded' | 'withdrawn')
                  | null;
                note: string | null;
                /** @enum {string} */
                to: 'draft' | 'submitted' | 'under_review' | 'information_requested' | 'approved' | 'rejected' | 'funded' | 'withdrawn';
              }[];
              fundedAmount: number | null;
              fundedAt: string | null;
              /** Format: uuid */
              id: string;
              investor: {
                id: string;
                name: string;
              } | null;
              message: string;
              messageCount: number;
              package: {
                compliance: boolean;
                details: boolean;
                documentIds: string[];
                evaluation: boolean;
              };
              portalProtocol: string | null;
              portalSubmittedOn: string | null;
              project: {
                /** Format: uuid */
                id: string;
                title: string;
              };
              /** Format: uuid */
              projectId: string;
              reportIds: string[];
              /** @enum {string} */
              side: 'proponent' | 'receiver' | 'viewer';
              snapshot: {
                [key: string]: unknown;
              } | null;
              /** @enum {string} */
              state: 'draft' | 'submitted' | 'under_review' | 'information_requested' | 'approved' | 'rejected' | 'funded' | 'withdrawn';
              submittedAt: string | null;
              /** @enum {string} */
              target: 'investor' | 'call';
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/funding-requests/investors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: {
          email?: string;
          projectId?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              email: string;
              id: string;
              name: string;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/funding/calls': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description **API key scope:** `funding:read`. */
    get: {
      parameters: {
        query?: {
          aidForm?: 'grant' | 'subsidised_loan' | 'guarantee' | 'equity' | 'tax_credit' | 'mixed' | 'other';
          deadlineAfter?: string;
          deadlineBefore?: string;
          funder?: string;
          limit?: number;
          maxAmount?: number;
          minAmount?: number;
          offset?: number;
          /** @description with sort=match: rank the whole filtered set for this project (one the caller may view), eligible first, then unknown, then not eligible, each by score; every item then carries its match */
          project?: string;
          q?: string;
          /** @description NUTS code, e.g. ITC4 (Lombardia) */
          region?: string;
          /** @description ATECO/NACE code or prefix, e.g. 62 or J */
          sector?: string;
          size?: 'micro' | 'small' | 'medium' | 'large' | 'other';
          sort?: 'match' | 'deadline' | 'amount';
          source?: 'incentivi' | 'pnrr' | 'padigitale' | 'curated';
          status?: 'open' | 'closing' | 'upcoming' | 'closed';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                /** @enum {string} */
                aidForm: 'grant' | 'subsidised_loan' | 'guarantee' | 'equity' | 'tax_credit' | 'mixed' | 'other';
                closesAt: string | null;
                funder: string;
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                language?: 'it' | 'en';
                match?: {
                  /** @enum {string} */
                  eligible: 'yes' | 'no' | 'unknown';
                  score: number | null;
                };
                maxAmount: number | null;
                minAmount: number | null;
                opensAt: string | null;
                regions: string[];
                sectors: string[];
                sizes: ('micro' | 'small' | 'medium' | 'large' | 'other')[];
                /** @enum {string} */
                source: 'incentivi' | 'pnrr' | 'padigitale' | 'curated';
                /** @enum {string} */
                status: 'open' | 'closing' | 'upcoming' | 'closed';
                title: string;
                url: string | null;
              }[];
              total: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/funding/calls/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description **API key scope:** `funding:read`. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              aidForm: 'grant' | 'subsidised_loan' | 'guarantee' | 'equity' | 'tax_credit' | 'mixed' | 'other';
              budget?: number | null;
              closedBySource?: boolean;
              closesAt: string | null;
              cofinancingShare: number | null;
              description: string | null;
              funder: string;
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              language: 'it' | 'en';
              legalForms: string[];
              licence: string | null;
              maxAmount: number | null;
              minAmount: number | null;
              municipalities: string[];
              opensAt: string | null;
              programme: string | null;
              regions: string[];
              requiredDocuments: string[];
              sectors: string[];
              sizes: ('micro' | 'small' | 'medium' | 'large' | 'other')[];
              /** @enum {string} */
              source: 'incentivi' | 'pnrr' | 'padigitale' | 'curated';
              sourceRecordId: string | null;
              /** @enum {string} */
              status: 'open' | 'closing' | 'upcoming' | 'closed';
              title: string;
              untilFundsRunOut: boolean;
              /** Format: date-time */
              updatedAt: string;
              url: string | null;
              versions: {
                changed: string[];
                /** Format: date-time */
                importedAt: string;
                version: number;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/funding/calls/{id}/matches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              callId: string;
              components: {
                detail: string;
                /** @enum {string} */
                name: 'amount' | 'objective' | 'readiness';
                points: number;
                value: number;
                weight: number;
              }[];
              criteria: {
                detail: string;
                fix?: string;
                /** @enum {string} */
                name: 'territory' | 'sector' | 'size' | 'stage' | 'ticket' | 'open';
                /** @enum {string} */
                outcome: 'met' | 'not_met' | 'unknown';
              }[];
              /** @enum {string} */
              eligible: 'yes' | 'no' | 'unknown';
              /** Format: uuid */
              projectId: string;
              projectTitle: string;
              score: number | null;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/funding/saved-calls': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              call: {
                /** @enum {string} */
                aidForm: 'grant' | 'subsidised_loan' | 'guarantee' | 'equity' | 'tax_credit' | 'mixed' | 'other';
                closesAt: string | null;
                funder: string;
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                language?: 'it' | 'en';
                maxAmount: number | null;
                minAmount: number | null;
                opensAt: string | null;
                regions: string[];
                sectors: string[];
                sizes: ('micro' | 'small' | 'medium' | 'large' | 'other')[];
                /** @enum {string} */
                source: 'incentivi' | 'pnrr' | 'padigitale' | 'curated';
                /** @enum {string} */
                status: 'open' | 'closing' | 'upcoming' | 'closed';
                title: string;
                url: string | null;
              };
              /** Format: uuid */
              callId: string;
              /** Format: date-time */
              createdAt: string;
              muted: boolean;
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /** @description Not open to API keys (session only). */
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
            /** Format: uuid */
            callId: string;
            muted?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              call: {
                /** @enum {string} */
                aidForm: 'grant' | 'subsidised_loan' | 'guarantee' | 'equity' | 'tax_credit' | 'mixed' | 'other';
                closesAt: string | null;
                funder: string;
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                language?: 'it' | 'en';
                maxAmount: number | null;
                minAmount: number | null;
                opensAt: string | null;
                regions: string[];
                sectors: string[];
                sizes: ('micro' | 'small' | 'medium' | 'large' | 'other')[];
                /** @enum {string} */
                source: 'incentivi' | 'pnrr' | 'padigitale' | 'curated';
                /** @enum {string} */
                status: 'open' | 'closing' | 'upcoming' | 'closed';
                title: string;
                url: string | null;
              };
              /** Format: uuid */
              callId: string;
              /** Format: date-time */
              createdAt: string;
              muted: boolean;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/funding/saved-calls/{callId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** @description Not open to API keys (session only). */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          callId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** @description Not open to API keys (session only). */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          callId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            muted: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              call: {
                /** @enum {string} */
                aidForm: 'grant' | 'subsidised_loan' | 'guarantee' | 'equity' | 'tax_credit' | 'mixed' | 'other';
                closesAt: string | null;
                funder: string;
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                language?: 'it' | 'en';
                maxAmount: number | null;
                minAmount: number | null;
                opensAt: string | null;
                regions: string[];
                sectors: string[];
                sizes: ('micro' | 'small' | 'medium' | 'large' | 'other')[];
                /** @enum {string} */
                source: 'incentivi' | 'pnrr' | 'padigitale' | 'curated';
                /** @enum {string} */
                status: 'open' | 'closing' | 'upcoming' | 'closed';
                title: string;
                url: string | null;
              };
              /** Format: uuid */
              callId: string;
              /** Format: date-time */
              createdAt: string;
              muted: boolean;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/funding/saved-searches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              alerts: boolean;
              /** Format: date-time */
              createdAt: string;
              /** @enum {string} */
              digest: 'none' | 'daily' | 'weekly';
              /** Format: uuid */
              id: string;
              name: string;
              query: {
                /** @enum {string} */
                aidForm?: 'grant' | 'subsidised_loan' | 'guarantee' | 'equity' | 'tax_credit' | 'mixed' | 'other';
                /** Format: date */
                deadlineAfter?: string;
                /** Format: date */
                deadlineBefore?: string;
                funder?: string;
                maxAmount?: number;
                minAmount?: number;
                q?: string;
                /** @description NUTS code, e.g. ITC4 (Lombardia) */
                region?: string;
                /** @description ATECO/NACE code or prefix, e.g. 62 or J */
                sector?: string;
                /** @enum {string} */
                size?: 'micro' | 'small' | 'medium' | 'large' | 'other';
                /** @enum {string} */
                source?: 'incentivi' | 'pnrr' | 'padigitale' | 'curated';
                /** @enum {string} */
                status?: 'open' | 'closing' | 'upcoming' | 'closed';
              };
              /** Format: date-time */
              updatedAt: string;
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /** @description Not open to API keys (session only). */
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
            alerts?: boolean;
            /** @enum {string} */
            digest?: 'none' | 'daily' | 'weekly';
            name: string;
            query: {
              /** @enum {string} */
              aidForm?: 'grant' | 'subsidised_loan' | 'guarantee' | 'equity' | 'tax_credit' | 'mixed' | 'other';
              /** Format: date */
              deadlineAfter?: string;
              /** Format: date */
              deadlineBefore?: string;
              funder?: string;
              maxAmount?: number;
              minAmount?: number;
              q?: string;
              /** @description NUTS code, e.g. ITC4 (Lombardia) */
              region?: string;
              /** @description ATECO/NACE code or prefix, e.g. 62 or J */
              sector?: string;
              /** @enum {string} */
              size?: 'micro' | 'small' | 'medium' | 'large' | 'other';
              /** @enum {string} */
              source?: 'incentivi' | 'pnrr' | 'padigitale' | 'curated';
              /** @enum {string} */
              status?: 'open' | 'closing' | 'upcoming' | 'closed';
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              alerts: boolean;
              /** Format: date-time */
              createdAt: string;
              /** @enum {string} */
              digest: 'none' | 'daily' | 'weekly';
              /** Format: uuid */
              id: string;
              name: string;
              query: {
                /** @enum {string} */
                aidForm?: 'grant' | 'subsidised_loan' | 'guarantee' | 'equity' | 'tax_credit' | 'mixed' | 'other';
                /** Format: date */
                deadlineAfter?: string;
                /** Format: date */
                deadlineBefore?: string;
                funder?: string;
                maxAmount?: number;
                minAmount?: number;
                q?: string;
                /** @description NUTS code, e.g. ITC4 (Lombardia) */
                region?: string;
                /** @description ATECO/NACE code or prefix, e.g. 62 or J */
                sector?: string;
                /** @enum {string} */
                size?: 'micro' | 'small' | 'medium' | 'large' | 'other';
                /** @enum {string} */
                source?: 'incentivi' | 'pnrr' | 'padigitale' | 'curated';
                /** @enum {string} */
                status?: 'open' | 'closing' | 'upcoming' | 'closed';
              };
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/funding/saved-searches/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** @description Not open to API keys (session only). */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** @description Not open to API keys (session only). */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            alerts?: boolean;
            /** @enum {string} */
            digest?: 'none' | 'daily' | 'weekly';
            name?: string;
            query?: {
              /** @enum {string} */
              aidForm?: 'grant' | 'subsidised_loan' | 'guarantee' | 'equity' | 'tax_credit' | 'mixed' | 'other';
              /** Format: date */
              deadlineAfter?: string;
              /** Format: date */
              deadlineBefore?: string;
              funder?: string;
              maxAmount?: number;
              minAmount?: number;
              q?: string;
              /** @description NUTS code, e.g. ITC4 (Lombardia) */
              region?: string;
              /** @description ATECO/NACE code or prefix, e.g. 62 or J */
              sector?: string;
              /** @enum {string} */
              size?: 'micro' | 'small' | 'medium' | 'large' | 'other';
              /** @enum {string} */
              source?: 'incentivi' | 'pnrr' | 'padigitale' | 'curated';
              /** @enum {string} */
              status?: 'open' | 'closing' | 'upcoming' | 'closed';
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              alerts: boolean;
              /** Format: date-time */
              createdAt: string;
              /** @enum {string} */
              digest: 'none' | 'daily' | 'weekly';
              /** Format: uuid */
              id: string;
              name: string;
              query: {
                /** @enum {string} */
                aidForm?: 'grant' | 'subsidised_loan' | 'guarantee' | 'equity' | 'tax_credit' | 'mixed' | 'other';
                /** Format: date */
                deadlineAfter?: string;
                /** Format: date */
                deadlineBefore?: string;
                funder?: string;
                maxAmount?: number;
                minAmount?: number;
                q?: string;
                /** @description NUTS code, e.g. ITC4 (Lombardia) */
                region?: string;
                /** @description ATECO/NACE code or prefix, e.g. 62 or J */
                sector?: string;
                /** @enum {string} */
                size?: 'micro' | 'small' | 'medium' | 'large' | 'other';
                /** @enum {string} */
                source?: 'incentivi' | 'pnrr' | 'padigitale' | 'curated';
                /** @enum {string} */
                status?: 'open' | 'closing' | 'upcoming' | 'closed';
              };
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/funding/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              openCalls: number;
              totalCalls: number;
            };
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
  '/api/gdpr/consent': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
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
            analytics_cookies: boolean;
            functional_cookies: boolean;
            marketing_cookies: boolean;
            /** @enum {boolean} */
            necessary_cookies: true;
            policyVersion?: string;
            /** Format: uuid */
            visitorId?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              policyVersion: string;
              /** Format: date-time */
              recordedAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/guide': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description **API key scope:** `projects:read`. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              projects: {
                current: ('define' | 'upload' | 'analysis' | 'score' | 'compliance' | 'report' | 'funding') | null;
                next: {
                  /** @enum {string} */
                  action:
                    | 'upload_documents'
                    | 'wait_analysis'
                    | 'review_figures'
                    | 'apply_figures'
                    | 'run_evaluation'
                    | 'rerun_evaluation'
                    | 'scope_compliance'
                    | 'answer_compliance'
                    | 'seal_report'
                    | 'send_request'
                    | 'complete';
                  count: number | null;
                  step: ('define' | 'upload' | 'analysis' | 'score' | 'compliance' | 'report' | 'funding') | null;
                };
                /** Format: uuid */
                projectId: string;
                steps: {
                  [key: string]: 'done' | 'todo';
                };
                title: string;
                updatedAt: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {string} */
                  status: 'ok';
                }
              | {
                  backupName: string;
                  /** Format: date-time */
                  since: string;
                  /** @enum {string} */
                  status: 'maintenance';
                };
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'unavailable';
            };
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
  '/api/insights/economy-tier': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: {
          stage?: ('new' | 'screening' | 'due_diligence' | 'term_sheet' | 'closed' | 'passed') | string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cards: {
                /** @enum {string} */
                band: 'lt100k' | '100k-500k' | '500k-2m' | '2m-10m' | 'gte10m' | 'unknown';
                currency: string | null;
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                projectId: string;
                projectTitle: string;
                /** Format: uuid */
                stageId: string;
                stageKind: string | null;
                stageName: string;
                ticket: number | null;
                /** @enum {string} */
                tier: 'ready' | 'developing' | 'not-yet-ready' | 'unscored';
              }[];
              cells: {
                /** @enum {string} */
                band: 'lt100k' | '100k-500k' | '500k-2m' | '2m-10m' | 'gte10m' | 'unknown';
                count: number;
                /** @enum {string} */
                tier: 'ready' | 'developing' | 'not-yet-ready' | 'unscored';
                total: number;
              }[];
              columns: {
                count: number;
                /** @enum {string} */
                tier: 'ready' | 'developing' | 'not-yet-ready' | 'unscored';
                total: number;
              }[];
              /** @enum {string} */
              currency: 'EUR';
              rows: {
                /** @enum {string} */
                band: 'lt100k' | '100k-500k' | '500k-2m' | '2m-10m' | 'gte10m' | 'unknown';
                count: number;
                total: number;
              }[];
              /** @enum {string} */
              scope: 'investor' | 'platform';
              stage: string | null;
              stages: {
                kind: string | null;
                name: string;
                value: string;
              }[];
              total: {
                count: number;
                total: number;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/insights/kpi': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: {
          from?: string;
          to?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  filed: number;
                  from: string;
                  monthly: {
                    grant: number;
                    invest: number;
                    month: string;
                    newCards: number;
                    pass: number;
                    request: number;
                    showcase: number;
                  }[];
                  months: string[];
                  pipelines: {
                    funnel: {
                      converted: number | null;
                      kind: string | null;
                      name: string;
                      reached: number;
                      /** Format: uuid */
                      stageId: string;
                    }[];
                    /** Format: uuid */
                    id: string;
                    name: string;
                    passed: number;
                    timeInStage: {
                      cards: number;
                      kind: string | null;
                      meanDays: number | null;
                      medianDays: number | null;
                      name: string;
                      open: number;
                      /** Format: uuid */
                      stageId: string;
                    }[];
                  }[];
                  /** @enum {string} */
                  scope: 'investor';
                  sources: {
                    grant: number;
                    request: number;
                    showcase: number;
                  };
                  to: string;
                }
              | {
                  from: string;
                  funnel: {
                    converted: number | null;
                    count: number;
                    /** @enum {string} */
                    step: 'signedUp' | 'withProject' | 'evaluated' | 'submitted' | 'funded';
                  }[];
                  monthly: {
                    evaluated: number;
                    funded: number;
                    month: string;
                    signedUp: number;
                    submitted: number;
                    withProject: number;
                  }[];
                  months: string[];
                  /** @enum {string} */
                  scope: 'platform';
                  to: string;
                };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/investor-profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              headline: string;
              instruments: string[];
              languages: string[];
              listed: boolean;
              regions: string[];
              sectors: string[];
              stages: string[];
              ticketMax: number | null;
              ticketMin: number | null;
              updatedAt: string | null;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    /** @description Not open to API keys (session only). */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            headline: string;
            instruments: string[];
            languages: string[];
            listed: boolean;
            regions: string[];
            sectors: string[];
            stages: string[];
            ticketMax: number | null;
            ticketMin: number | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              headline: string;
              instruments: string[];
              languages: string[];
              listed: boolean;
              regions: string[];
              sectors: string[];
              stages: string[];
              ticketMax: number | null;
              ticketMin: number | null;
              updatedAt: string | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invitations/{token}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              workspace: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                kind: 'personal' | 'team';
                logo?: {
                  height: number;
                  /** @enum {string} */
                  mediaType: 'image/png' | 'image/jpeg';
                  updatedAt: string;
                  width: number;
                } | null;
                name: string;
                /**
                 * @description the caller's role in it
                 * @enum {string}
                 */
                role: 'owner' | 'editor' | 'viewer';
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/kpi-requests/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** @description Not open to API keys (session only). */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            status?: 'closed';
            thresholds?: {
              [key: string]: {
                max?: number | null;
                min?: number | null;
              };
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              answers: {
                /** Format: date-time */
                answeredAt: string;
                /** Format: uuid */
                id: string;
                note: string | null;
                /** Format: date */
                periodEnd: string;
                /** Format: date */
                periodStart: string;
                values: {
                  [key: string]: number | null;
                };
              }[];
              /** @enum {string} */
              cadence: 'monthly' | 'quarterly';
              /** Format: date-time */
              createdAt: string;
              /** Format: uuid */
              id: string;
              investorId: string;
              kpis: string[];
              nextDue: {
                /** Format: date */
                dueOn: string;
                /** Format: date */
                periodEnd: string;
                /** Format: date */
                periodStart: string;
              } | null;
              /** Format: uuid */
              projectId: string;
              /** Format: date */
              startOn: string;
              /** @enum {string} */
              status: 'active' | 'closed';
              thresholds: {
                [key: string]: {
                  max?: number | null;
                  min?: number | null;
                };
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/kpi-requests/{id}/answers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            note?: string;
            /** Format: date */
            periodStart: string;
            values: {
              [key: string]: number | null;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              answers: {
                /** Format: date-time */
                answeredAt: string;
                /** Format: uuid */
                id: string;
                note: string | null;
                /** Format: date */
                periodEnd: string;
                /** Format: date */
                periodStart: string;
                values: {
                  [key: string]: number | null;
                };
              }[];
              /** @enum {string} */
              cadence: 'monthly' | 'quarterly';
              /** Format: date-time */
              createdAt: string;
              /** Format: uuid */
              id: string;
              investorId: string;
              kpis: string[];
              nextDue: {
                /** Format: date */
                dueOn: string;
                /** Format: date */
                periodEnd: string;
                /** Format: date */
                periodStart: string;
              } | null;
              /** Format: uuid */
              projectId: string;
              /** Format: date */
              startOn: string;
              /** @enum {string} */
              status: 'active' | 'closed';
              thresholds: {
                [key: string]: {
                  max?: number | null;
                  min?: number | null;
                };
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/metrics/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: {
          projectId?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: date-time */
              createdAt: string;
              irr: number | null;
              npv: number;
              paybackYears: number | null;
              probabilityNpvNegative: number | null;
              projectId: string;
              score: number;
              tier: string;
              version: number;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              content: string;
              /** Format: date-time */
              createdAt: string;
              id: string;
              isRead: boolean;
              linkUrl: string | null;
              message: {
                key: string;
                params: {
                  [key: string]: string | number | null;
                };
              } | null;
              title: string;
              /** @enum {string} */
              type: 'success' | 'warning' | 'alert' | 'system' | 'info';
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/notifications/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** @description Not open to API keys (session only). */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** @description Not open to API keys (session only). */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              content: string;
              /** Format: date-time */
              createdAt: string;
              id: string;
              isRead: boolean;
              linkUrl: string | null;
              message: {
                key: string;
                params: {
                  [key: string]: string | number | null;
                };
              } | null;
              title: string;
              /** @enum {string} */
              type: 'success' | 'warning' | 'alert' | 'system' | 'info';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/notifications/read-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              updated: number;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/onboarding': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              completedAt: string | null;
              goals: ('evaluate' | 'funding' | 'compliance' | 'investors' | 'portfolio' | 'advise')[];
              role: string;
              roleChangeable: boolean;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    /** @description Not open to API keys (session only). */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            complete?: boolean;
            goals?: ('evaluate' | 'funding' | 'compliance' | 'investors' | 'portfolio' | 'advise')[];
            /** @enum {string} */
            language?: 'en' | 'it';
            /** @enum {string} */
            role?: 'proponent' | 'investor' | 'consultant';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              completedAt: string | null;
              goals: ('evaluate' | 'funding' | 'compliance' | 'investors' | 'portfolio' | 'advise')[];
              role: string;
              roleChangeable: boolean;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/portfolios': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description **API key scope:** `portfolio:read`. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              committed: number;
              /** Format: date-time */
              createdAt: string;
              description: string | null;
              holdings: number;
              /** Format: uuid */
              id: string;
              invested: number;
              name: string;
              /** Format: date-time */
              updatedAt: string;
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /** @description Not open to API keys (session only). */
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
            description?: string;
            name: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              committed: number;
              /** Format: date-time */
              createdAt: string;
              description: string | null;
              holdings: number;
              /** Format: uuid */
              id: string;
              invested: number;
              name: string;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/portfolios/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description **API key scope:** `portfolio:read`. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              committed: number;
              /** Format: date-time */
              createdAt: string;
              description: string | null;
              holdingList: {
                committed: number | null;
                crScore: number | null;
                /** Format: uuid */
                id: string;
                industryCode: string | null;
                invested: number;
                investedOn: string | null;
                irr: number | null;
                name: string;
                npv: number | null;
                projectId: string | null;
                projectVisible: boolean;
                realization?: {
                  detail: {
                    /** @enum {string} */
                    code: 'no_items' | 'overdue' | 'over_budget_late' | 'all_done' | 'at_risk' | 'not_started' | 'on_track';
                    dueSoon: string[];
                    items: string[];
                  };
                  reason: string;
                  /** @enum {string} */
                  status: 'not_started' | 'on_track' | 'at_risk' | 'late' | 'completed';
                } | null;
                region: string | null;
                /** @enum {string} */
                source: 'project' | 'import';
                sourceRow: number | null;
                stage: string | null;
              }[];
              holdings: number;
              /** Format: uuid */
              id: string;
              invested: number;
              name: string;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** @description Not open to API keys (session only). */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** @description Not open to API keys (session only). */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description?: string | null;
            name?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              committed: number;
              /** Format: date-time */
              createdAt: string;
              description: string | null;
              holdingList: {
                committed: number | null;
                crScore: number | null;
                /** Format: uuid */
                id: string;
                industryCode: string | null;
                invested: number;
                investedOn: string | null;
                irr: number | null;
                name: string;
                npv: number | null;
                projectId: string | null;
                projectVisible: boolean;
                realization?: {
                  detail: {
                    /** @enum {string} */
                    code: 'no_items' | 'overdue' | 'over_budget_late' | 'all_done' | 'at_risk' | 'not_started' | 'on_track';
                    dueSoon: string[];
                    items: string[];
                  };
                  reason: string;
                  /** @enum {string} */
                  status: 'not_started' | 'on_track' | 'at_risk' | 'late' | 'completed';
                } | null;
                region: string | null;
                /** @enum {string} */
                source: 'project' | 'import';
                sourceRow: number | null;
                stage: string | null;
              }[];
              holdings: number;
              /** Format: uuid */
              id: string;
              invested: number;
              name: string;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/portfolios/{id}/holdings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            amount?: number;
            committed?: number;
            /** Format: date */
            date?: string;
            /** Format: uuid */
            projectId: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              id: string;
              name: string;
              projectId: string | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/portfolios/{id}/holdings/{holdingId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** @description Not open to API keys (session only). */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          holdingId: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/portfolios/{id}/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: {
          dryRun?: '0' | '1' | 'true' | 'false';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  excluded: number[];
                  imported: number;
                  rows: number;
                  /** Format: uuid */
                  runId: string;
                }
              | {
                  badRows: number[];
                  errors: {
                    /** @enum {string} */
                    code:
                      | 'required'
                      | 'notANumber'
                      | 'negative'
                      | 'notADate'
                      | 'unknownIndustry'
                      | 'unknownRegion'
                      | 'unknownStage'
                      | 'scoreRange'
                      | 'tooLong'
                      | 'unmappedRequired';
                    column: string;
                    /** @enum {string} */
                    field:
                      | 'projectName'
                      | 'industryCode'
                      | 'region'
                      | 'amount'
                      | 'date'
                      | 'stage'
                      | 'committed'
                      | 'revenue'
                      | 'ebitda'
                      | 'cash'
                      | 'monthlyBurn'
                      | 'npv'
                      | 'irr'
                      | 'crScore'
                      | 'previousCrScore'
                      | 'milestoneDue';
                    message: string;
                    row: number;
                  }[];
                  filename: string;
                  /** @enum {string} */
                  format: 'csv' | 'xlsx';
                  headers: string[];
                  mapping: {
                    [key: string]: string | null;
                  };
                  /** @enum {string} */
                  mappingSource: 'given' | 'remembered' | 'guessed';
                  rows: number;
                  sample: {
                    cells: string[];
                    row: number;
                  }[];
                  valid: number;
                };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              code: 'IMPORT_INVALID';
              errors: {
                /** @enum {string} */
                code:
                  | 'required'
                  | 'notANumber'
                  | 'negative'
                  | 'notADate'
                  | 'unknownIndustry'
                  | 'unknownRegion'
                  | 'unknownStage'
                  | 'scoreRange'
                  | 'tooLong'
                  | 'unmappedRequired';
                column: string;
                /** @enum {string} */
                field:
                  | 'projectName'
                  | 'industryCode'
                  | 'region'
                  | 'amount'
                  | 'date'
                  | 'stage'
                  | 'committed'
                  | 'revenue'
                  | 'ebitda'
                  | 'cash'
                  | 'monthlyBurn'
                  | 'npv'
                  | 'irr'
                  | 'crScore'
                  | 'previousCrScore'
                  | 'milestoneDue';
                message: string;
                row: number;
              }[];
              message: string;
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/portfolios/{id}/import/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              badRows: number[];
              errors: {
                /** @enum {string} */
                code:
                  | 'required'
                  | 'notANumber'
                  | 'negative'
                  | 'notADate'
                  | 'unknownIndustry'
                  | 'unknownRegion'
                  | 'unknownStage'
                  | 'scoreRange'
                  | 'tooLong'
                  | 'unmappedRequired';
                column: string;
                /** @enum {string} */
                field:
                  | 'projectName'
                  | 'industryCode'
                  | 'region'
                  | 'amount'
                  | 'date'
                  | 'stage'
                  | 'committed'
                  | 'revenue'
                  | 'ebitda'
                  | 'cash'
                  | 'monthlyBurn'
                  | 'npv'
                  | 'irr'
                  | 'crScore'
                  | 'previousCrScore'
                  | 'milestoneDue';
                message: string;
                row: number;
              }[];
              filename: string;
              /** @enum {string} */
              format: 'csv' | 'xlsx';
              headers: string[];
              mapping: {
                [key: string]: string | null;
              };
              /** @enum {string} */
              mappingSource: 'given' | 'remembered' | 'guessed';
              rows: number;
              sample: {
                cells: string[];
                row: number;
              }[];
              valid: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/portfolios/{id}/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description **API key scope:** `reports:read`. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              evaluationVersion: number | null;
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              kind: 'evaluation' | 'compliance' | 'portfolio' | 'progress';
              /** @enum {string} */
              language: 'en' | 'it';
              methodologyVersion: string | null;
              portfolioId: string | null;
              projectId: string | null;
              revokedAt: string | null;
              sha256: string;
              shortCode: string;
              sizeBytes: number;
              verifyUrl: string;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            language: 'en' | 'it';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              /** Format: uuid */
              id: string;
              sha256: string;
              verifyUrl: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/portfolios/{id}/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description **API key scope:** `portfolio:read`. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              alerts: {
                /** @enum {string} */
                bound?: 'min' | 'max';
                /** Format: uuid */
                holdingId: string;
                /** @enum {string} */
                kind: 'runway' | 'crDrop' | 'milestoneLate' | 'kpiLate' | 'kpiThreshold';
                kpi?: string;
                name: string;
                threshold?: number;
                value: number;
              }[];
              /** Format: date */
              asOf: string;
              avgCrScore: number | null;
              byIndustry: {
                code: string;
                count: number;
                share: number;
                weight: number;
              }[];
              byRegion: {
                code: string;
                count: number;
                share: number;
                weight: number;
              }[];
              committed: number;
              crDistribution: {
                count: number;
                from: number;
                tier: string;
                to: number;
              }[];
              hhiIndustry: number | null;
              hhiRegion: number | null;
              holdings: number;
              invested: number;
              irr: {
                n: number;
                p10: number | null;
                p50: number | null;
                p90: number | null;
              };
              kpis?: {
                /** Format: uuid */
                holdingId: string;
                kpis: string[];
                lateDays: number | null;
                latest: {
                  /** Format: date */
                  periodStart: string;
                  values: {
                    [key: string]: number | null;
                  };
                } | null;
                name: string;
                nextDueOn: string | null;
                previous: {
                  /** Format: date */
                  periodStart: string;
                  values: {
                    [key: string]: number | null;
                  };
                } | null;
                /** Format: uuid */
                projectId: string;
                /** Format: uuid */
                requestId: string;
                thresholds: {
                  [key: string]: {
                    max?: number | null;
                    min?: number | null;
                  };
                };
              }[];
              name: string;
              npv: {
                n: number;
                p10: number | null;
                p50: number | null;
                p90: number | null;
              };
              /** Format: uuid */
              portfolioId: string;
              riskiest: {
                crScore: number | null;
                /** Format: uuid */
                id: string;
                name: string;
                reasons: ('shortRunway' | 'crDrop' | 'milestoneLate' | 'lowCrScore' | 'likelyLoss' | 'negativeNpv' | 'noScore')[];
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/portfolios/{id}/summary.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/portfolios/{id}/summary.xlsx': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description **API key scope:** `projects:read`. */
    get: {
      parameters: {
        query?: {
          archived?: 'exclude' | 'include' | 'only';
          /** @description 'all' (admins only, audited): every project on the platform */
          scope?: 'mine' | 'all';
          search?: string;
          sort?: 'updated' | 'created' | 'title' | 'budget';
          /** @description only projects at this lifecycle stage (docs/methodology/lifecycle.md) */
          stage?: 'draft' | 'evaluated' | 'evidenced' | 'ready' | 'funded';
          /** @description the seed's status; screens filter by stage */
          status?: 'draft' | 'analyzing' | 'completed' | 'funded';
          /** @description only this workspace's projects; default: every workspace of the caller and every project shared with them */
          workspaceId?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description how the caller reaches the project and what they may do with it */
              access: {
                capabilities: {
                  archive: boolean;
                  changeStatus: boolean;
                  comment: boolean;
                  delete: boolean;
                  editDetails: boolean;
                  editInputs: boolean;
                  manageAccess: boolean;
                  runEvaluation: boolean;
                  view: boolean;
                  viewAccess: boolean;
                };
                /** @enum {string} */
                level: 'owner' | 'editor' | 'viewer' | 'read' | 'comment' | 'edit' | 'admin';
                /** @enum {string} */
                via: 'member' | 'grant' | 'admin';
              };
              applicantSize?: ('micro' | 'small' | 'medium' | 'large') | null;
              archivedAt: string | null;
              country: string | null;
              /** Format: date-time */
              createdAt: string;
              currency: string;
              description: string | null;
              estimatedBudget: number;
              fundingSought: number | null;
              horizonYears: number | null;
              id: string;
              industry: string;
              industryLabel: {
                en: string;
                it: string;
              } | null;
              isSample: boolean;
              /** @description the CR score of the project's latest evaluation, null before the first */
              latestScore: {
                /** Format: date-time */
                createdAt: string;
                tier: string;
                total: number;
                version: number;
              } | null;
              /** @description where the project is on the way to funding, from its latest evaluation, and what the next stage needs (docs/methodology/lifecycle.md) */
              lifecycle: {
                next: {
                  readonly needs: ('run-evaluation' | 'own-inputs' | 'evidence' | 'complete-inputs' | 'score-ready' | 'funding')[];
                  /** @enum {string} */
                  stage: 'draft' | 'evaluated' | 'evidenced' | 'ready' | 'funded';
                } | null;
                /** @enum {string} */
                stage: 'draft' | 'evaluated' | 'evidenced' | 'ready' | 'funded';
              };
              readOnlyReason?: ('plan_limit' | 'team_seats') | null;
              region: string | null;
              /** @description true when the caller sees it only through a grant (shared from outside their workspaces) */
              sharedWithMe: boolean;
              stage: ('idea' | 'validation' | 'early_revenue' | 'growth' | 'expansion') | null;
              /** @enum {string} */
              status: 'draft' | 'analyzing' | 'completed' | 'funded';
              targetMarket: string;
              title: string;
              /** Format: date-time */
              updatedAt: string;
              upgradeUrl?: string | null;
              /** Format: uuid */
              workspaceId: string;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /** @description **API key scope:** `projects:write`. */
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
            /**
             * @description the applicant's EU size class (Recommendation 2003/361/EC); funding calls say which classes may apply
             * @enum {string}
             */
            applicantSize?: 'micro' | 'small' | 'medium' | 'large';
            country?: string;
            currency?: string;
            description?: string;
            estimatedBudget: number;
            fundingSought?: number;
            horizonYears?: number;
            industry: string;
            region?: string;
            /** @enum {string} */
            stage?: 'idea' | 'validation' | 'early_revenue' | 'growth' | 'expansion';
            targetMarket: string;
            title: string;
            /**
             * Format: uuid
             * @description the workspace it goes in (the caller is its owner or editor); default: the caller's personal workspace
             */
            workspaceId?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description how the caller reaches the project and what they may do with it */
              access: {
                capabilities: {
                  archive: boolean;
                  changeStatus: boolean;
                  comment: boolean;
                  delete: boolean;
                  editDetails: boolean;
                  editInputs: boolean;
                  manageAccess: boolean;
                  runEvaluation: boolean;
                  view: boolean;
                  viewAccess: boolean;
                };
                /** @enum {string} */
                level: 'owner' | 'editor' | 'viewer' | 'read' | 'comment' | 'edit' | 'admin';
                /** @enum {string} */
                via: 'member' | 'grant' | 'admin';
              };
              applicantSize?: ('micro' | 'small' | 'medium' | 'large') | null;
              archivedAt: string | null;
              country: string | null;
              /** Format: date-time */
              createdAt: string;
              currency: string;
              description: string | null;
              estimatedBudget: number;
              fundingSought: number | null;
              horizonYears: number | null;
              id: string;
              industry: string;
              industryLabel: {
                en: string;
                it: string;
              } | null;
              isSample: boolean;
              /** @description the CR score of the project's latest evaluation, null before the first */
              latestScore: {
                /** Format: date-time */
                createdAt: string;
                tier: string;
                total: number;
                version: number;
              } | null;
              /** @description where the project is on the way to funding, from its latest evaluation, and what the next stage needs (docs/methodology/lifecycle.md) */
              lifecycle: {
                next: {
                  readonly needs: ('run-evaluation' | 'own-inputs' | 'evidence' | 'complete-inputs' | 'score-ready' | 'funding')[];
                  /** @enum {string} */
                  stage: 'draft' | 'evaluated' | 'evidenced' | 'ready' | 'funded';
                } | null;
                /** @enum {string} */
                stage: 'draft' | 'evaluated' | 'evidenced' | 'ready' | 'funded';
              };
              readOnlyReason?: ('plan_limit' | 'team_seats') | null;
              region: string | null;
              /** @description true when the caller sees it only through a grant (shared from outside their workspaces) */
              sharedWithMe: boolean;
              stage: ('idea' | 'validation' | 'early_revenue' | 'growth' | 'expansion') | null;
              /** @enum {string} */
              status: 'draft' | 'analyzing' | 'completed' | 'funded';
              targetMarket: string;
              title: string;
              /** Format: date-time */
              updatedAt: string;
              upgradeUrl?: string | null;
              /** Format: uuid */
              workspaceId: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description **API key scope:** `projects:read`. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description how the caller reaches the project and what they may do with it */
              access: {
                capabilities: {
                  archive: boolean;
                  changeStatus: boolean;
                  comment: boolean;
                  delete: boolean;
                  editDetails: boolean;
                  editInputs: boolean;
                  manageAccess: boolean;
                  runEvaluation: boolean;
                  view: boolean;
                  viewAccess: boolean;
                };
                /** @enum {string} */
                level: 'owner' | 'editor' | 'viewer' | 'read' | 'comment' | 'edit' | 'admin';
                /** @enum {string} */
                via: 'member' | 'grant' | 'admin';
              };
              applicantSize?: ('micro' | 'small' | 'medium' | 'large') | null;
              archivedAt: string | null;
              country: string | null;
              /** Format: date-time */
              createdAt: string;
              currency: string;
              description: string | null;
              estimatedBudget: number;
              fundingSought: number | null;
              horizonYears: number | null;
              id: string;
              industry: string;
              industryLabel: {
                en: string;
                it: string;
              } | null;
              isSample: boolean;
              /** @description the CR score of the project's latest evaluation, null before the first */
              latestScore: {
                /** Format: date-time */
                createdAt: string;
                tier: string;
                total: number;
                version: number;
              } | null;
              /** @description where the project is on the way to funding, from its latest evaluation, and what the next stage needs (docs/methodology/lifecycle.md) */
              lifecycle: {
                next: {
                  readonly needs: ('run-evaluation' | 'own-inputs' | 'evidence' | 'complete-inputs' | 'score-ready' | 'funding')[];
                  /** @enum {string} */
                  stage: 'draft' | 'evaluated' | 'evidenced' | 'ready' | 'funded';
                } | null;
                /** @enum {string} */
                stage: 'draft' | 'evaluated' | 'evidenced' | 'ready' | 'funded';
              };
              readOnlyReason?: ('plan_limit' | 'team_seats') | null;
              region: string | null;
              /** @description true when the caller sees it only through a grant (shared from outside their workspaces) */
              sharedWithMe: boolean;
              stage: ('idea' | 'validation' | 'early_revenue' | 'growth' | 'expansion') | null;
              /** @enum {string} */
              status: 'draft' | 'analyzing' | 'completed' | 'funded';
              targetMarket: string;
              title: string;
              /** Format: date-time */
              updatedAt: string;
              upgradeUrl?: string | null;
              /** Format: uuid */
              workspaceId: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** @description Not open to API keys (session only). */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** @description **API key scope:** `projects:write`. */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            applicantSize?: ('micro' | 'small' | 'medium' | 'large') | null;
            country?: string | null;
            currency?: string;
            description?: string | null;
            estimatedBudget?: number;
            fundingSought?: number | null;
            horizonYears?: number | null;
            industry?: string;
            region?: string | null;
            stage?: ('idea' | 'validation' | 'early_revenue' | 'growth' | 'expansion') | null;
            targetMarket?: string;
            title?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description how the caller reaches the project and what they may do with it */
              access: {
                capabilities: {
                  archive: boolean;
                  changeStatus: boolean;
                  comment: boolean;
                  delete: boolean;
                  editDetails: boolean;
                  editInputs: boolean;
                  manageAccess: boolean;
                  runEvaluation: boolean;
                  view: boolean;
                  viewAccess: boolean;
                };
                /** @enum {string} */
                level: 'owner' | 'editor' | 'viewer' | 'read' | 'comment' | 'edit' | 'admin';
                /** @enum {string} */
                via: 'member' | 'grant' | 'admin';
              };
              applicantSize?: ('micro' | 'small' | 'medium' | 'large') | null;
              archivedAt: string | null;
              country: string | null;
              /** Format: date-time */
              createdAt: string;
              currency: string;
              description: string | null;
              estimatedBudget: number;
              fundingSought: number | null;
              horizonYears: number | null;
              id: string;
              industry: string;
              industryLabel: {
                en: string;
                it: string;
              } | null;
              isSample: boolean;
              /** @description the CR score of the project's latest evaluation, null before the first */
              latestScore: {
                /** Format: date-time */
                createdAt: string;
                tier: string;
                total: number;
                version: number;
              } | null;
              /** @description where the project is on the way to funding, from its latest evaluation, and what the next stage needs (docs/methodology/lifecycle.md) */
              lifecycle: {
                next: {
                  readonly needs: ('run-evaluation' | 'own-inputs' | 'evidence' | 'complete-inputs' | 'score-ready' | 'funding')[];
                  /** @enum {string} */
                  stage: 'draft' | 'evaluated' | 'evidenced' | 'ready' | 'funded';
                } | null;
                /** @enum {string} */
                stage: 'draft' | 'evaluated' | 'evidenced' | 'ready' | 'funded';
              };
              readOnlyReason?: ('plan_limit' | 'team_seats') | null;
              region: string | null;
              /** @description true when the caller sees it only through a grant (shared from outside their workspaces) */
              sharedWithMe: boolean;
              stage: ('idea' | 'validation' | 'early_revenue' | 'growth' | 'expansion') | null;
              /** @enum {string} */
              status: 'draft' | 'analyzing' | 'completed' | 'funded';
              targetMarket: string;
              title: string;
              /** Format: date-time */
              updatedAt: string;
              upgradeUrl?: string | null;
              /** Format: uuid */
              workspaceId: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/projects/{id}/ai-sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              createdBy: string | null;
              firstQuestion: string | null;
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              projectId: string;
              projectTitle: string;
              questions: number;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              id: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/archive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description how the caller reaches the project and what they may do with it */
              access: {
                capabilities: {
                  archive: boolean;
                  changeStatus: boolean;
                  comment: boolean;
                  delete: boolean;
                  editDetails: boolean;
                  editInputs: boolean;
                  manageAccess: boolean;
                  runEvaluation: boolean;
                  view: boolean;
                  viewAccess: boolean;
                };
                /** @enum {string} */
                level: 'owner' | 'editor' | 'viewer' | 'read' | 'comment' | 'edit' | 'admin';
                /** @enum {string} */
                via: 'member' | 'grant' | 'admin';
              };
              applicantSize?: ('micro' | 'small' | 'medium' | 'large') | null;
              archivedAt: string | null;
              country: string | null;
              /** Format: date-time */
              createdAt: string;
              currency: string;
              description: string | null;
              estimatedBudget: number;
              fundingSought: number | null;
              horizonYears: number | null;
              id: string;
              industry: string;
              industryLabel: {
                en: string;
                it: string;
              } | null;
              isSample: boolean;
              /** @description the CR score of the project's latest evaluation, null before the first */
              latestScore: {
                /** Format: date-time */
                createdAt: string;
                tier: string;
                total: number;
                version: number;
              } | null;
              /** @description where the project is on the way to funding, from its latest evaluation, and what the next stage needs (docs/methodology/lifecycle.md) */
              lifecycle: {
                next: {
                  readonly needs: ('run-evaluation' | 'own-inputs' | 'evidence' | 'complete-inputs' | 'score-ready' | 'funding')[];
                  /** @enum {string} */
                  stage: 'draft' | 'evaluated' | 'evidenced' | 'ready' | 'funded';
                } | null;
                /** @enum {string} */
                stage: 'draft' | 'evaluated' | 'evidenced' | 'ready' | 'funded';
              };
              readOnlyReason?: ('plan_limit' | 'team_seats') | null;
              region: string | null;
              /** @description true when the caller sees it only through a grant (shared from outside their workspaces) */
              sharedWithMe: boolean;
              stage: ('idea' | 'validation' | 'early_revenue' | 'growth' | 'expansion') | null;
              /** @enum {string} */
              status: 'draft' | 'analyzing' | 'completed' | 'funded';
              targetMarket: string;
              title: string;
              /** Format: date-time */
              updatedAt: string;
              upgradeUrl?: string | null;
              /** Format: uuid */
              workspaceId: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/comments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description null when the account was erased: shown as "deleted account" */
              author: {
                id: string;
                name: string;
              } | null;
              body: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              projectId: string;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            body: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description null when the account was erased: shown as "deleted account" */
              author: {
                id: string;
                name: string;
              } | null;
              body: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              projectId: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/compliance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description **API key scope:** `compliance:read`. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              frameworks: {
                answered: number;
                applicable: boolean;
                gaps: {
                  itemId: string;
                  result: number;
                  weight: number;
                }[];
                /** @enum {string} */
                id: 'eu-taxonomy' | 'gri' | 'sasb' | 'tcfd' | 'gdpr' | 'csrd-esrs' | 'dlgs-231' | 'pnrr';
                score: number | null;
                status: ('compliant' | 'partial' | 'non-compliant') | null;
                total: number;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/compliance/assignees': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/compliance/controls': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description **API key scope:** `compliance:read`. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              answer: ('met' | 'partial' | 'not_met' | 'not_applicable') | null;
              answeredAt: string | null;
              answeredItems: number;
              applicableItems: number;
              frameworks?: ('eu-taxonomy' | 'gri' | 'sasb' | 'tcfd' | 'gdpr' | 'csrd-esrs' | 'dlgs-231' | 'pnrr')[];
              id: string;
              items: string[];
              overriddenItems: string[];
              title: string;
              titles?: {
                en: string;
                it: string;
              };
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/compliance/controls/{controlId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** @description Not open to API keys (session only). */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          controlId: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            answer: 'met' | 'partial' | 'not_met' | 'not_applicable';
            /** Format: date */
            deadline?: string;
            /** Format: date */
            dueDate?: string;
            evidence?: (
              | {
                  /** Format: uuid */
                  documentId: string;
                  page?: number;
                }
              | {
                  description: string;
                  /** Format: uri */
                  url: string;
                }
            )[];
            notes?: string;
            owner?: string;
            reason?: string;
            remedy?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              answered: string[];
              controlId: string;
              skippedOverridden: string[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/compliance/gaps': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description **API key scope:** `compliance:read`. */
    get: {
      parameters: {
        query?: {
          framework?: 'eu-taxonomy' | 'gri' | 'sasb' | 'tcfd' | 'gdpr' | 'csrd-esrs' | 'dlgs-231' | 'pnrr';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              answer: ('met' | 'partial' | 'not_met' | 'not_applicable') | null;
              dueDate: string | null;
              evidenceExpected: string;
              evidenceMissing: string | null;
              /** @enum {string} */
              framework: 'eu-taxonomy' | 'gri' | 'sasb' | 'tcfd' | 'gdpr' | 'csrd-esrs' | 'dlgs-231' | 'pnrr';
              itemId: string;
              owner: string | null;
              reference: string;
              result: number;
              taskId: string | null;
              title: string;
              weight: number;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/compliance/gaps.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: {
          framework?: 'eu-taxonomy' | 'gri' | 'sasb' | 'tcfd' | 'gdpr' | 'csrd-esrs' | 'dlgs-231' | 'pnrr';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': string;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': components['schemas']['ApiError'];
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
  '/api/projects/{id}/compliance/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description **API key scope:** `compliance:read`. */
    get: {
      parameters: {
        query?: {
          framework?: 'eu-taxonomy' | 'gri' | 'sasb' | 'tcfd' | 'gdpr' | 'csrd-esrs' | 'dlgs-231' | 'pnrr';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              answer: 'met' | 'partial' | 'not_met' | 'not_applicable';
              author: {
                id: string;
                name: string;
              } | null;
              controlId: string | null;
              /** @description ISO 8601 timestamp */
              createdAt: string;
              deadline: string | null;
              dueDate: string | null;
              evidenceCount: number;
              /** @enum {string} */
              framework: 'eu-taxonomy' | 'gri' | 'sasb' | 'tcfd' | 'gdpr' | 'csrd-esrs' | 'dlgs-231' | 'pnrr';
              frameworkVersion: string;
              /** Format: uuid */
              id: string;
              itemId: string;
              notes: string | null;
              overridden: boolean;
              owner: string | null;
              previousAnswer: ('met' | 'partial' | 'not_met' | 'not_applicable') | null;
              reason: string | null;
              remedy: string | null;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/compliance/items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description **API key scope:** `compliance:read`. */
    get: {
      parameters: {
        query?: {
          framework?: 'eu-taxonomy' | 'gri' | 'sasb' | 'tcfd' | 'gdpr' | 'csrd-esrs' | 'dlgs-231' | 'pnrr';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              answer: ('met' | 'partial' | 'not_met' | 'not_applicable') | null;
              answeredAt: string | null;
              answeredBy: {
                id: string;
                name: string;
              } | null;
              answeredViaControl: string | null;
              answerReason: string | null;
              applicable: boolean;
              controlIds: string[];
              deadline: string | null;
              dueDate: string | null;
              evidence: {
                description: string | null;
                documentId: string | null;
                filename: string | null;
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                kind: 'document' | 'link';
                page: number | null;
                url: string | null;
              }[];
              evidenceExpected: string;
              evidenceExpectedTexts: {
                en: string;
                it: string;
              };
              /** @enum {string} */
              framework: 'eu-taxonomy' | 'gri' | 'sasb' | 'tcfd' | 'gdpr' | 'csrd-esrs' | 'dlgs-231' | 'pnrr';
              id: string;
              notes: string | null;
              overridden: boolean;
              owner: string | null;
              reason:
                | (
                    | 'csrd-out-of-scope'
                    | 'no-taxonomy-claim'
                    | 'not-reported'
                    | 'no-sasb-industry'
                    | 'no-personal-data'
                    | 'no-231-exposure'
                    | 'no-pnrr-funding'
                    | 'activity-not-claimed'
                    | 'objective-not-claimed'
                    | 'no-nuclear-or-gas-activity'
                    | 'gri-topic-not-material'
                    | 'sasb-topic-not-in-industry'
                    | 'esrs-topic-not-material'
                    | 'controller-only'
                    | 'no-consent-basis'
                    | 'no-children-data'
                    | 'no-special-categories'
                    | 'no-criminal-data'
                    | 'no-automated-decisions'
                    | 'no-joint-controllers'
                    | 'established-in-eu'
                    | 'dpo-not-required'
                    | 'no-transfers'
                    | 'offence-family-not-exposed'
                    | 'administrations-only'
                    | 'not-an-undertaking'
                  )
                | null;
              reference: string;
              remedy: string | null;
              result: number | null;
              section: string;
              sectionId: string;
              sections: {
                en: string;
                it: string;
              };
              title: string;
              titles: {
                en: string;
                it: string;
              };
              version: string;
              weight: number;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/compliance/items/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** @description Not open to API keys (session only). */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            answer: 'met' | 'partial' | 'not_met' | 'not_applicable';
            /** Format: date */
            deadline?: string;
            /** Format: date */
            dueDate?: string;
            evidence?: (
              | {
                  /** Format: uuid */
                  documentId: string;
                  page?: number;
                }
              | {
                  description: string;
                  /** Format: uri */
                  url: string;
                }
            )[];
            notes?: string;
            owner?: string;
            reason?: string;
            remedy?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              answer: ('met' | 'partial' | 'not_met' | 'not_applicable') | null;
              answeredAt: string | null;
              answeredBy: {
                id: string;
                name: string;
              } | null;
              answeredViaControl: string | null;
              answerReason: string | null;
              applicable: boolean;
              controlIds: string[];
              deadline: string | null;
              dueDate: string | null;
              evidence: {
                description: string | null;
                documentId: string | null;
                filename: string | null;
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                kind: 'document' | 'link';
                page: number | null;
                url: string | null;
              }[];
              evidenceExpected: string;
              evidenceExpectedTexts: {
                en: string;
                it: string;
              };
              /** @enum {string} */
              framework: 'eu-taxonomy' | 'gri' | 'sasb' | 'tcfd' | 'gdpr' | 'csrd-esrs' | 'dlgs-231' | 'pnrr';
              id: string;
              notes: string | null;
              overridden: boolean;
              owner: string | null;
              reason:
                | (
                    | 'csrd-out-of-scope'
                    | 'no-taxonomy-claim'
                    | 'not-reported'
                    | 'no-sasb-industry'
                    | 'no-personal-data'
                    | 'no-231-exposure'
                    | 'no-pnrr-funding'
                    | 'activity-not-claimed'
                    | 'objective-not-claimed'
                    | 'no-nuclear-or-gas-activity'
                    | 'gri-topic-not-material'
                    | 'sasb-topic-not-in-industry'
                    | 'esrs-topic-not-material'
                    | 'controller-only'
                    | 'no-consent-basis'
                    | 'no-children-data'
                    | 'no-special-categories'
                    | 'no-criminal-data'
                    | 'no-automated-decisions'
                    | 'no-joint-controllers'
                    | 'established-in-eu'
                    | 'dpo-not-required'
                    | 'no-transfers'
                    | 'offence-family-not-exposed'
                    | 'administrations-only'
                    | 'not-an-undertaking'
                  )
                | null;
              reference: string;
              remedy: string | null;
              result: number | null;
              section: string;
              sectionId: string;
              sections: {
                en: string;
                it: string;
              };
              title: string;
              titles: {
                en: string;
                it: string;
              };
              version: string;
              weight: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/compliance/items/{itemId}/override': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** @description Not open to API keys (session only). */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              answer: ('met' | 'partial' | 'not_met' | 'not_applicable') | null;
              controlId: string | null;
              itemId: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/compliance/pnrr': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              applicable: boolean;
              component: string | null;
              cup: string | null;
              dnsh: {
                exAnte: {
                  answer: ('met' | 'partial' | 'not_met' | 'not_applicable') | null;
                  deadline: string | null;
                  evidenceCount: number;
                  itemId: string;
                  /** @enum {string} */
                  phase: 'ex-ante' | 'ex-post';
                  reason: string | null;
                  remedy: string | null;
                  title: string;
                }[];
                exPost: {
                  answer: ('met' | 'partial' | 'not_met' | 'not_applicable') | null;
                  deadline: string | null;
                  evidenceCount: number;
                  itemId: string;
                  /** @enum {string} */
                  phase: 'ex-ante' | 'ex-post';
                  reason: string | null;
                  remedy: string | null;
                  title: string;
                }[];
                /** @enum {string} */
                status: 'compliant' | 'remediation' | 'non-compliant' | 'incomplete' | 'not-applicable';
              };
              dnshRegime: number | null;
              measure: string | null;
              mission: string | null;
              /** @enum {string} */
              role: 'none' | 'administration' | 'implementing-body' | 'beneficiary' | 'contractor';
              score: number | null;
              status: ('compliant' | 'partial' | 'non-compliant') | null;
              tagging: {
                climate: {
                  amount: number | null;
                  coefficient: number | null;
                  contribution: number | null;
                  field: string | null;
                  target: number;
                };
                digital: {
                  amount: number | null;
                  coefficient: number | null;
                  contribution: number | null;
                  field: string | null;
                  target: number;
                };
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/compliance/scope': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              applicability: {
                applicable: boolean;
                /** @enum {string} */
                framework: 'eu-taxonomy' | 'gri' | 'sasb' | 'tcfd' | 'gdpr' | 'csrd-esrs' | 'dlgs-231' | 'pnrr';
                reason:
                  | (
                      | 'csrd-out-of-scope'
                      | 'no-taxonomy-claim'
                      | 'not-reported'
                      | 'no-sasb-industry'
                      | 'no-personal-data'
                      | 'no-231-exposure'
                      | 'no-pnrr-funding'
                      | 'activity-not-claimed'
                      | 'objective-not-claimed'
                      | 'no-nuclear-or-gas-activity'
                      | 'gri-topic-not-material'
                      | 'sasb-topic-not-in-industry'
                      | 'esrs-topic-not-material'
                      | 'controller-only'
                      | 'no-consent-basis'
                      | 'no-children-data'
                      | 'no-special-categories'
                      | 'no-criminal-data'
                      | 'no-automated-decisions'
                      | 'no-joint-controllers'
                      | 'established-in-eu'
                      | 'dpo-not-required'
                      | 'no-transfers'
                      | 'offence-family-not-exposed'
                      | 'administrations-only'
                      | 'not-an-undertaking'
                    )
                  | null;
              }[];
              /** @enum {string} */
              csrdScope: 'in-scope' | 'voluntary' | 'out-of-scope';
              entitySize: ('micro' | 'small' | 'medium' | 'large') | null;
              esrsMaterialTopics: ('E1' | 'E2' | 'E3' | 'E4' | 'E5' | 'S1' | 'S2' | 'S3' | 'S4' | 'G1')[];
              /** @enum {string} */
              exposure231: 'none' | 'low' | 'high';
              gdpr: {
                automatedDecisions: boolean;
                children: boolean;
                consent: boolean;
                criminalData: boolean;
                dpoRequired: boolean;
                establishedOutsideEu: boolean;
                jointControllers: boolean;
                /** @enum {string} */
                role: 'controller' | 'processor' | 'none';
                specialCategories: boolean;
                transfersOutsideEea: boolean;
              };
              griMaterialTopics: string[];
              offenceFamilies231: string[];
              pnrr: {
                amount: number | null;
                climateCoefficient: (0 | 40 | 100) | null;
                climateField: string | null;
                component: string | null;
                cup: string | null;
                digitalCoefficient: (0 | 40 | 100) | null;
                digitalField: string | null;
                dnshRegime: (1 | 2) | null;
                measure: string | null;
                mission: string | null;
                /** @enum {string} */
                role: 'none' | 'administration' | 'implementing-body' | 'beneficiary' | 'contractor';
              };
              reporting: ('gri' | 'sasb' | 'tcfd')[];
              sasbIndustry: string | null;
              sasbTopics: string[];
              scoped: boolean;
              sector: string | null;
              taxonomyActivities: {
                activityId: string;
                nace: string;
                /** @enum {string} */
                objective: 'CCM' | 'CCA' | 'WTR' | 'CE' | 'PPC' | 'BIO';
              }[];
              taxonomyTotals: {
                capex: number | null;
                opex: number | null;
                turnover: number | null;
              };
              updatedAt: string | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    /** @description Not open to API keys (session only). */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            csrdScope?: 'in-scope' | 'voluntary' | 'out-of-scope';
            entitySize?: ('micro' | 'small' | 'medium' | 'large') | null;
            esrsMaterialTopics?: ('E1' | 'E2' | 'E3' | 'E4' | 'E5' | 'S1' | 'S2' | 'S3' | 'S4' | 'G1')[];
            /** @enum {string} */
            exposure231?: 'none' | 'low' | 'high';
            gdpr?: {
              automatedDecisions?: boolean;
              children?: boolean;
              consent?: boolean;
              criminalData?: boolean;
              dpoRequired?: boolean;
              establishedOutsideEu?: boolean;
              jointControllers?: boolean;
              /** @enum {string} */
              role?: 'controller' | 'processor' | 'none';
              specialCategories?: boolean;
              transfersOutsideEea?: boolean;
            };
            griMaterialTopics?: string[];
            offenceFamilies231?: string[];
            pnrr?: {
              amount?: number | null;
              climateCoefficient?: (0 | 40 | 100) | null;
              climateField?: string | null;
              component?: string | null;
              cup?: string | null;
              digitalCoefficient?: (0 | 40 | 100) | null;
              digitalField?: string | null;
              dnshRegime?: (1 | 2) | null;
              measure?: string | null;
              mission?: string | null;
              /** @enum {string} */
              role?: 'none' | 'administration' | 'implementing-body' | 'beneficiary' | 'contractor';
            };
            reporting?: ('gri' | 'sasb' | 'tcfd')[];
            sasbIndustry?: string | null;
            sasbTopics?: string[];
            sector?: string | null;
            taxonomyActivities?: {
              activityId: string;
              nace: string;
              /** @enum {string} */
              objective: 'CCM' | 'CCA' | 'WTR' | 'CE' | 'PPC' | 'BIO';
            }[];
            taxonomyTotals?: {
              capex?: number | null;
              opex?: number | null;
              turnover?: number | null;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              applicability: {
                applicable: boolean;
                /** @enum {string} */
                framework: 'eu-taxonomy' | 'gri' | 'sasb' | 'tcfd' | 'gdpr' | 'csrd-esrs' | 'dlgs-231' | 'pnrr';
                reason:
                  | (
                      | 'csrd-out-of-scope'
                      | 'no-taxonomy-claim'
                      | 'not-reported'
                      | 'no-sasb-industry'
                      | 'no-personal-data'
                      | 'no-231-exposure'
                      | 'no-pnrr-funding'
                      | 'activity-not-claimed'
                      | 'objective-not-claimed'
                      | 'no-nuclear-or-gas-activity'
                      | 'gri-topic-not-material'
                      | 'sasb-topic-not-in-industry'
                      | 'esrs-topic-not-material'
                      | 'controller-only'
                      | 'no-consent-basis'
                      | 'no-children-data'
                      | 'no-special-categories'
                      | 'no-criminal-data'
                      | 'no-automated-decisions'
                      | 'no-joint-controllers'
                      | 'established-in-eu'
                      | 'dpo-not-required'
                      | 'no-transfers'
                      | 'offence-family-not-exposed'
                      | 'administrations-only'
                      | 'not-an-undertaking'
                    )
                  | null;
              }[];
              /** @enum {string} */
              csrdScope: 'in-scope' | 'voluntary' | 'out-of-scope';
              entitySize: ('micro' | 'small' | 'medium' | 'large') | null;
              esrsMaterialTopics: ('E1' | 'E2' | 'E3' | 'E4' | 'E5' | 'S1' | 'S2' | 'S3' | 'S4' | 'G1')[];
              /** @enum {string} */
              exposure231: 'none' | 'low' | 'high';
              gdpr: {
                automatedDecisions: boolean;
                children: boolean;
                consent: boolean;
                criminalData: boolean;
                dpoRequired: boolean;
                establishedOutsideEu: boolean;
                jointControllers: boolean;
                /** @enum {string} */
                role: 'controller' | 'processor' | 'none';
                specialCategories: boolean;
                transfersOutsideEea: boolean;
              };
              griMaterialTopics: string[];
              offenceFamilies231: string[];
              pnrr: {
                amount: number | null;
                climateCoefficient: (0 | 40 | 100) | null;
                climateField: string | null;
                component: string | null;
                cup: string | null;
                digitalCoefficient: (0 | 40 | 100) | null;
                digitalField: string | null;
                dnshRegime: (1 | 2) | null;
                measure: string | null;
                mission: string | null;
                /** @enum {string} */
                role: 'none' | 'administration' | 'implementing-body' | 'beneficiary' | 'contractor';
              };
              reporting: ('gri' | 'sasb' | 'tcfd')[];
              sasbIndustry: string | null;
              sasbTopics: string[];
              scoped: boolean;
              sector: string | null;
              taxonomyActivities: {
                activityId: string;
                nace: string;
                /** @enum {string} */
                objective: 'CCM' | 'CCA' | 'WTR' | 'CE' | 'PPC' | 'BIO';
              }[];
              taxonomyTotals: {
                capex: number | null;
                opex: number | null;
                turnover: number | null;
              };
              updatedAt: string | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/compliance/tasks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              assignee: {
                id: string;
                name: string;
              } | null;
              /** @description ISO 8601 timestamp */
              createdAt: string;
              dueDate: string;
              /** @enum {string} */
              framework: 'eu-taxonomy' | 'gri' | 'sasb' | 'tcfd' | 'gdpr' | 'csrd-esrs' | 'dlgs-231' | 'pnrr';
              /** Format: uuid */
              id: string;
              itemId: string;
              notes: string | null;
              owner: string;
              /** @enum {string} */
              status: 'open' | 'done';
              /** @description ISO 8601 timestamp */
              updatedAt: string;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assigneeId?: string | null;
            /** Format: date */
            dueDate: string;
            itemId: string;
            notes?: string;
            owner: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              assignee: {
                id: string;
                name: string;
              } | null;
              /** @description ISO 8601 timestamp */
              createdAt: string;
              dueDate: string;
              /** @enum {string} */
              framework: 'eu-taxonomy' | 'gri' | 'sasb' | 'tcfd' | 'gdpr' | 'csrd-esrs' | 'dlgs-231' | 'pnrr';
              /** Format: uuid */
              id: string;
              itemId: string;
              notes: string | null;
              owner: string;
              /** @enum {string} */
              status: 'open' | 'done';
              /** @description ISO 8601 timestamp */
              updatedAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/compliance/tasks/{taskId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** @description Not open to API keys (session only). */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          taskId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assigneeId?: string | null;
            /** Format: date */
            dueDate?: string;
            notes?: string | null;
            owner?: string;
            /** @enum {string} */
            status?: 'open' | 'done';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              assignee: {
                id: string;
                name: string;
              } | null;
              /** @description ISO 8601 timestamp */
              createdAt: string;
              dueDate: string;
              /** @enum {string} */
              framework: 'eu-taxonomy' | 'gri' | 'sasb' | 'tcfd' | 'gdpr' | 'csrd-esrs' | 'dlgs-231' | 'pnrr';
              /** Format: uuid */
              id: string;
              itemId: string;
              notes: string | null;
              owner: string;
              /** @enum {string} */
              status: 'open' | 'done';
              /** @description ISO 8601 timestamp */
              updatedAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/projects/{id}/compliance/taxonomy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              activities: {
                activityId: string;
                aligned: boolean;
                capex: number;
                dnsh: {
                  [key: string]: 'met' | 'not_met' | 'unknown';
                };
                /** @enum {string} */
                eligible: 'met' | 'not_met' | 'unknown';
                gaps: string[];
                /** @enum {string} */
                minimumSafeguards: 'met' | 'not_met' | 'unknown';
                nace: string;
                /** @enum {string} */
                objective: 'CCM' | 'CCA' | 'WTR' | 'CE' | 'PPC' | 'BIO';
                opex: number;
                /** @enum {string} */
                substantialContribution: 'met' | 'not_met' | 'unknown';
                turnover: number;
              }[];
              applicable: boolean;
              kpis: {
                capex: {
                  aligned: number;
                  alignedShare: number | null;
                  eligible: number;
                  eligibleShare: number | null;
                  total: number | null;
                };
                opex: {
                  aligned: number;
                  alignedShare: number | null;
                  eligible: number;
                  eligibleShare: number | null;
                  total: number | null;
                };
                turnover: {
                  aligned: number;
                  alignedShare: number | null;
                  eligible: number;
                  eligibleShare: number | null;
                  total: number | null;
                };
              };
              readiness: {
                score: number | null;
                status: ('compliant' | 'partial' | 'non-compliant') | null;
              };
              totals: {
                capex: number | null;
                opex: number | null;
                turnover: number | null;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/compliance/taxonomy/activities/{activityId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** @description Not open to API keys (session only). */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          activityId: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            capex?: number;
            dnsh?: {
              /** @enum {string} */
              BIO?: 'met' | 'not_met' | 'unknown';
              /** @enum {string} */
              CCA?: 'met' | 'not_met' | 'unknown';
              /** @enum {string} */
              CCM?: 'met' | 'not_met' | 'unknown';
              /** @enum {string} */
              CE?: 'met' | 'not_met' | 'unknown';
              /** @enum {string} */
              PPC?: 'met' | 'not_met' | 'unknown';
              /** @enum {string} */
              WTR?: 'met' | 'not_met' | 'unknown';
            };
            /** @enum {string} */
            eligible?: 'met' | 'not_met' | 'unknown';
            /** @enum {string} */
            minimumSafeguards?: 'met' | 'not_met' | 'unknown';
            nace?: string;
            /** @enum {string} */
            objective?: 'CCM' | 'CCA' | 'WTR' | 'CE' | 'PPC' | 'BIO';
            opex?: number;
            /** @enum {string} */
            substantialContribution?: 'met' | 'not_met' | 'unknown';
            turnover?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              activityId: string;
              aligned: boolean;
              capex: number;
              dnsh: {
                [key: string]: 'met' | 'not_met' | 'unknown';
              };
              /** @enum {string} */
              eligible: 'met' | 'not_met' | 'unknown';
              gaps: string[];
              /** @enum {string} */
              minimumSafeguards: 'met' | 'not_met' | 'unknown';
              nace: string;
              /** @enum {string} */
              objective: 'CCM' | 'CCA' | 'WTR' | 'CE' | 'PPC' | 'BIO';
              opex: number;
              /** @enum {string} */
              substantialContribution: 'met' | 'not_met' | 'unknown';
              turnover: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/consultant-suggestions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              consultantId: string;
              covers: {
                id: string;
                /** @enum {string} */
                kind: 'subfactor' | 'compliance_item';
              }[];
              profile: {
                bio: string;
                credentials: {
                  documentId: string | null;
                  number: string;
                  register: string;
                }[];
                dayRateCents: number | null;
                headline: string;
                hourlyRateCents: number | null;
                languages: string[];
                name: string;
                regions: string[];
                reviewedAt: string | null;
                reviewNote: string | null;
                specialties: (
                  | 'eu_taxonomy'
                  | 'gri'
                  | 'sasb'
                  | 'tcfd'
                  | 'gdpr'
                  | 'csrd_esrs'
                  | 'dlgs_231'
                  | 'pnrr_dnsh'
                  | 'financial_modelling'
                  | 'market_analysis'
                  | 'funding_applications'
                  | 'legal'
                  | 'esg_reporting'
                )[];
                /** @enum {string} */
                status: 'draft' | 'submitted' | 'verified' | 'rejected';
                submittedAt: string | null;
                userId: string;
              };
              strength: number;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/context': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              funding: {
                asOf: string;
                openBudget: number;
                openCalls: number;
                withBudget: number;
              };
              industry: {
                benchmarks: {
                  key: string;
                  range: {
                    max: number;
                    min: number;
                  };
                  source: string;
                }[];
                code: string;
                name: string;
              };
              peers: {
                count: number;
                metrics: {
                  key: string;
                  n: number;
                  p25: number;
                  p50: number;
                  p75: number;
                  yours: number | null;
                }[];
                minimum: number;
                shown: boolean;
              };
              /** Format: uuid */
              projectId: string;
              region: {
                figures: {
                  dataset: string;
                  key: string;
                  sourceUrl: string;
                  unit: string;
                  value: number;
                  year: number;
                }[];
                name: string;
                nuts2: string;
              } | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/data-quality': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              findings: {
                /** @enum {string} */
                category: 'completeness' | 'consistency' | 'freshness';
                code: string;
                confidenceEffect: number | null;
                fixUrl: string;
                message: string;
                /** @enum {string} */
                severity: 'high' | 'medium' | 'low';
              }[];
              /** Format: uuid */
              projectId: string;
              projectTitle: string;
              score: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description **API key scope:** `documents:read`. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              filename: string;
              /** Format: uuid */
              id: string;
              mediaType: string;
              /** Format: uuid */
              projectId: string;
              proposedFigures: number;
              sha256: string;
              size: number;
              /** @enum {string} */
              status: 'queued' | 'processing' | 'analysed' | 'failed' | 'quarantined';
              /** Format: date-time */
              uploadedAt: string;
              uploadedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
              views?: {
                lastAt: string | null;
                viewers: number;
                views: number;
              };
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /** @description **API key scope:** `documents:write`. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              filename: string;
              /** Format: uuid */
              id: string;
              mediaType: string;
              /** Format: uuid */
              projectId: string;
              proposedFigures: number;
              sha256: string;
              size: number;
              /** @enum {string} */
              status: 'queued' | 'processing' | 'analysed' | 'failed' | 'quarantined';
              /** Format: date-time */
              uploadedAt: string;
              uploadedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
              views?: {
                lastAt: string | null;
                viewers: number;
                views: number;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/documents/apply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            figureIds: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              changes: {
                after: number;
                before: number | null;
                /** @enum {string} */
                field: 'market.tamEur' | 'drivers.pricePerUnit' | 'drivers.initialInvestment' | 'fundingSought';
                /** Format: uuid */
                figureId: string;
              }[];
              fundingSought: number | null;
              inputs: {
                assumptions: {
                  debtTermYears: number;
                  depreciationYears: number;
                  drivers: {
                    churnRate: {
                      dist?:
                        | {
                            /** @enum {string} */
                            type: 'constant';
                            value: number;
                          }
                        | {
                            mean: number;
                            sd: number;
                            /** @enum {string} */
                            type: 'normal';
                          }
                        | {
                            mu: number;
                            sigma: number;
                            /** @enum {string} */
                            type: 'lognormal';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'triangular';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'pert';
                          }
                        | {
                            max: number;
                            min: number;
                            /** @enum {string} */
                            type: 'uniform';
                          };
                      high?: number;
                      low?: number;
                      value: number;
                    };
                    debtAmount: {
                      dist?:
                        | {
                            /** @enum {string} */
                            type: 'constant';
                            value: number;
                          }
                        | {
                            mean: number;
                            sd: number;
                            /** @enum {string} */
                            type: 'normal';
                          }
                        | {
                            mu: number;
                            sigma: number;
                            /** @enum {string} */
                            type: 'lognormal';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'triangular';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'pert';
                          }
                        | {
                            max: number;
                            min: number;
                            /** @enum {string} */
                            type: 'uniform';
                          };
                      high?: number;
                      low?: number;
                      value: number;
                    };
                    debtInterestRate: {
                      dist?:
                        | {
                            /** @enum {string} */
                            type: 'constant';
                            value: number;
                          }
                        | {
                            mean: number;
                            sd: number;
                            /** @enum {string} */
                            type: 'normal';
                          }
                        | {
                            mu: number;
                            sigma: number;
                            /** @enum {string} */
                            type: 'lognormal';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'triangular';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'pert';
                          }
                        | {
                            max: number;
                            min: number;
                            /** @enum {string} */
                            type: 'uniform';
                          };
                      high?: number;
                      low?: number;
                      value: number;
                    };
                    discountRate: {
                      dist?:
                        | {
                            /** @enum {string} */
                            type: 'constant';
                            value: number;
                          }
                        | {
                            mean: number;
                            sd: number;
                            /** @enum {string} */
                            type: 'normal';
                          }
                        | {
                            mu: number;
                            sigma: number;
                            /** @enum {string} */
                            type: 'lognormal';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'triangular';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'pert';
                          }
                        | {
                            max: number;
                            min: number;
                            /** @enum {string} */
                            type: 'uniform';
                          };
                      high?: number;
                      low?: number;
                      value: number;
                    };
                    exitMultiple: {
                      dist?:
                        | {
                            /** @enum {string} */
                            type: 'constant';
                            value: number;
                          }
                        | {
                            mean: number;
                            sd: number;
                            /** @enum {string} */
                            type: 'normal';
                          }
                        | {
                            mu: number;
                            sigma: number;
                            /** @enum {string} */
                            type: 'lognormal';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'triangular';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'pert';
                          }
                        | {
                            max: number;
                            min: number;
                            /** @enum {string} */
                            type: 'uniform';
                          };
                      high?: number;
                      low?: number;
                      value: number;
                    };
                    fixedCostGrowth: {
                      dist?:
                        | {
                            /** @enum {string} */
                            type: 'constant';
                            value: number;
                          }
                        | {
                            mean: number;
                            sd: number;
                            /** @enum {string} */
                            type: 'normal';
                          }
                        | {
                            mu: number;
                            sigma: number;
                            /** @enum {string} */
                            type: 'lognormal';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'triangular';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'pert';
                          }
                        | {
                            max: number;
                            min: number;
                            /** @enum {string} */
                            type: 'uniform';
                          };
                      high?: number;
                      low?: number;
                      value: number;
                    };
                    fixedCosts: {
                      dist?:
                        | {
                            /** @enum {string} */
                            type: 'constant';
                            value: number;
                          }
                        | {
                            mean: number;
                            sd: number;
                            /** @enum {string} */
                            type: 'normal';
                          }
                        | {
                            mu: number;
                            sigma: number;
                            /** @enum {string} */
                            type: 'lognormal';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'triangular';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'pert';
                          }
                        | {
                            max: number;
                            min: number;
                            /** @enum {string} */
                            type: 'uniform';
                          };
                      high?: number;
                      low?: number;
                      value: number;
                    };
                    grossMargin: {
                      dist?:
                        | {
                            /** @enum {string} */
                            type: 'constant';
                            value: number;
                          }
                        | {
                            mean: number;
                            sd: number;
                            /** @enum {string} */
                            type: 'normal';
                          }
                        | {
                            mu: number;
                            sigma: number;
                            /** @enum {string} */
                            type: 'lognormal';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'triangular';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'pert';
                          }
                        | {
                            max: number;
                            min: number;
                            /** @enum {string} */
                            type: 'uniform';
                          };
                      high?: number;
                      low?: number;
                      value: number;
                    };
                    initialInvestment: {
                      dist?:
                        | {
                            /** @enum {string} */
                            type: 'constant';
                            value: number;
                          }
                        | {
                            mean: number;
                            sd: number;
                            /** @enum {string} */
                            type: 'normal';
                          }
                        | {
                            mu: number;
                            sigma: number;
                            /** @enum {string} */
                            type: 'lognormal';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'triangular';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'pert';
                          }
                        | {
                            max: number;
                            min: number;
                            /** @enum {string} */
                            type: 'uniform';
                          };
                      high?: number;
                      low?: number;
                      value: number;
                    };
                    maintenanceCapexShare: {
                      dist?:
                        | {
                            /** @enum {string} */
                            type: 'constant';
                            value: number;
                          }
                        | {
                            mean: number;
                            sd: number;
                            /** @enum {string} */
                            type: 'normal';
                          }
                        | {
                            mu: number;
                            sigma: number;
                            /** @enum {string} */
                            type: 'lognormal';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'triangular';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'pert';
                          }
                        | {
                            max: number;
                            min: number;
                            /** @enum {string} */
                            type: 'uniform';
                          };
                      high?: number;
                      low?: number;
                      value: number;
                    };
                    openingCash: {
                      dist?:
                        | {
                            /** @enum {string} */
                            type: 'constant';
                            value: number;
                          }
                        | {
                            mean: number;
                            sd: number;
                            /** @enum {string} */
                            type: 'normal';
                          }
                        | {
                            mu: number;
                            sigma: number;
                            /** @enum {string} */
                            type: 'lognormal';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'triangular';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'pert';
                          }
                        | {
                            max: number;
                            min: number;
                            /** @enum {string} */
                            type: 'uniform';
                          };
                      high?: number;
                      low?: number;
                      value: number;
                    };
                    priceGrowth: {
                      dist?:
                        | {
                            /** @enum {string} */
                            type: 'constant';
                            value: number;
                          }
                        | {
                            mean: number;
                            sd: number;
                            /** @enum {string} */
                            type: 'normal';
                          }
                        | {
                            mu: number;
                            sigma: number;
                            /** @enum {string} */
                            type: 'lognormal';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'triangular';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'pert';
                          }
                        | {
                            max: number;
                            min: number;
                            /** @enum {string} */
                            type: 'uniform';
                          };
                      high?: number;
                      low?: number;
                      value: number;
                    };
                    pricePerUnit: {
                      dist?:
                        | {
                            /** @enum {string} */
                            type: 'constant';
                            value: number;
                          }
                        | {
                            mean: number;
                            sd: number;
                            /** @enum {string} */
                            type: 'normal';
                          }
                        | {
                            mu: number;
                            sigma: number;
                            /** @enum {string} */
                            type: 'lognormal';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'triangular';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'pert';
                          }
                        | {
                            max: number;
                            min: number;
                            /** @enum {string} */
                            type: 'uniform';
                          };
                      high?: number;
                      low?: number;
                      value: number;
                    };
                    salesMarketingShare: {
                      dist?:
                        | {
                            /** @enum {string} */
                            type: 'constant';
                            value: number;
                          }
                        | {
                            mean: number;
                            sd: number;
                            /** @enum {string} */
                            type: 'normal';
                          }
                        | {
                            mu: number;
                            sigma: number;
                            /** @enum {string} */
                            type: 'lognormal';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'triangular';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'pert';
                          }
                        | {
                            max: number;
                            min: number;
                            /** @enum {string} */
                            type: 'uniform';
                          };
                      high?: number;
                      low?: number;
                      value: number;
                    };
                    taxRate: {
                      dist?:
                        | {
                            /** @enum {string} */
                            type: 'constant';
                            value: number;
                          }
                        | {
                            mean: number;
                            sd: number;
                            /** @enum {string} */
                            type: 'normal';
                          }
                        | {
                            mu: number;
                            sigma: number;
                            /** @enum {string} */
                            type: 'lognormal';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'triangular';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'pert';
                          }
                        | {
                            max: number;
                            min: number;
                            /** @enum {string} */
                            type: 'uniform';
                          };
                      high?: number;
                      low?: number;
                      value: number;
                    };
                    terminalGrowth: {
                      dist?:
                        | {
                            /** @enum {string} */
                            type: 'constant';
                            value: number;
                          }
                        | {
                            mean: number;
                            sd: number;
                            /** @enum {string} */
                            type: 'normal';
                          }
                        | {
                            mu: number;
                            sigma: number;
                            /** @enum {string} */
                            type: 'lognormal';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'triangular';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'pert';
                          }
                        | {
                            max: number;
                            min: number;
                            /** @enum {string} */
                            type: 'uniform';
                          };
                      high?: number;
                      low?: number;
                      value: number;
                    };
                    unitsGrowth: {
                      dist?:
                        | {
                            /** @enum {string} */
                            type: 'constant';
                            value: number;
                          }
                        | {
                            mean: number;
                            sd: number;
                            /** @enum {string} */
                            type: 'normal';
                          }
                        | {
                            mu: number;
                            sigma: number;
                            /** @enum {string} */
                            type: 'lognormal';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'triangular';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'pert';
                          }
                        | {
                            max: number;
                            min: number;
                            /** @enum {string} */
                            type: 'uniform';
                          };
                      high?: number;
                      low?: number;
                      value: number;
                    };
                    unitsYear1: {
                      dist?:
                        | {
                            /** @enum {string} */
                            type: 'constant';
                            value: number;
                          }
                        | {
                            mean: number;
                            sd: number;
                            /** @enum {string} */
                            type: 'normal';
                          }
                        | {
                            mu: number;
                            sigma: number;
                            /** @enum {string} */
                            type: 'lognormal';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'triangular';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'pert';
                          }
                        | {
                            max: number;
                            min: number;
                            /** @enum {string} */
                            type: 'uniform';
                          };
                      high?: number;
                      low?: number;
                      value: number;
                    };
                    workingCapitalShare: {
                      dist?:
                        | {
                            /** @enum {string} */
                            type: 'constant';
                            value: number;
                          }
                        | {
                            mean: number;
                            sd: number;
                            /** @enum {string} */
                            type: 'normal';
                          }
                        | {
                            mu: number;
                            sigma: number;
                            /** @enum {string} */
                            type: 'lognormal';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'triangular';
                          }
                        | {
                            max: number;
                            min: number;
                            mode: number;
                            /** @enum {string} */
                            type: 'pert';
                          }
                        | {
                            max: number;
                            min: number;
                            /** @enum {string} */
                            type: 'uniform';
                          };
                      high?: number;
                      low?: number;
                      value: number;
                    };
                  };
                  horizonYears: number;
                  /** @enum {string} */
                  terminalValue: 'none' | 'perpetuity-growth' | 'exit-multiple';
                };
                complianceAnswers: {
                  [key: string]: 'yes' | 'partial' | 'no';
                };
                complianceHub?: {
                  readonly frameworks: {
                    applicable: boolean;
                    evidencedWeight: number;
                    id: string;
                    weightedResult: number;
                    weightTotal: number;
                  }[];
                } | null;
                evidence?: {
                  flags: {
                    [key: string]: true;
                  };
                  links: {
                    [key: string]: {
                      cell?: string;
                      /** @description null once the source document was deleted; the figure keeps its citation */
                      documentId: string | null;
                      /** Format: uuid */
                      figureId: string;
                      filename: string;
                      page?: number;
                      sheet?: string;
                    };
                  };
                };
                market: {
                  competitiveIntensity?: ('low' | 'medium' | 'high') | null;
                  competitorCount?: number | null;
                  expectedGrowthRate?: number | null;
                  tamEur?: number | null;
                };
                revenueModel: ('recurring' | 'repeat' | 'transactional' | 'one-off') | null;
                savedAt: string | null;
                /** @enum {string} */
                source: 'saved' | 'industry-defaults';
              };
              skipped: {
                /** Format: uuid */
                figureId: string;
                /** @enum {string} */
                reason: 'no-field' | 'currency' | 'no-units' | 'superseded' | 'part-of-year';
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/evaluation-inputs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              assumptions: {
                debtTermYears: number;
                depreciationYears: number;
                drivers: {
                  churnRate: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  debtAmount: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  debtInterestRate: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  discountRate: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  exitMultiple: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  fixedCostGrowth: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  fixedCosts: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  grossMargin: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  initialInvestment: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  maintenanceCapexShare: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  openingCash: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  priceGrowth: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  pricePerUnit: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  salesMarketingShare: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  taxRate: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  terminalGrowth: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  unitsGrowth: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  unitsYear1: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  workingCapitalShare: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                };
                horizonYears: number;
                /** @enum {string} */
                terminalValue: 'none' | 'perpetuity-growth' | 'exit-multiple';
              };
              complianceAnswers: {
                [key: string]: 'yes' | 'partial' | 'no';
              };
              complianceHub?: {
                readonly frameworks: {
                  applicable: boolean;
                  evidencedWeight: number;
                  id: string;
                  weightedResult: number;
                  weightTotal: number;
                }[];
              } | null;
              evidence?: {
                flags: {
                  [key: string]: true;
                };
                links: {
                  [key: string]: {
                    cell?: string;
                    /** @description null once the source document was deleted; the figure keeps its citation */
                    documentId: string | null;
                    /** Format: uuid */
                    figureId: string;
                    filename: string;
                    page?: number;
                    sheet?: string;
                  };
                };
              };
              market: {
                competitiveIntensity?: ('low' | 'medium' | 'high') | null;
                competitorCount?: number | null;
                expectedGrowthRate?: number | null;
                tamEur?: number | null;
              };
              revenueModel: ('recurring' | 'repeat' | 'transactional' | 'one-off') | null;
              savedAt: string | null;
              /** @enum {string} */
              source: 'saved' | 'industry-defaults';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    /** @description Not open to API keys (session only). */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assumptions: {
              debtTermYears: number;
              depreciationYears: number;
              drivers: {
                churnRate: {
                  dist?:
                    | {
                        /** @enum {string} */
                        type: 'constant';
                        value: number;
                      }
                    | {
                        mean: number;
                        sd: number;
                        /** @enum {string} */
                        type: 'normal';
                      }
                    | {
                        mu: number;
                        sigma: number;
                        /** @enum {string} */
                        type: 'lognormal';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'triangular';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'pert';
                      }
                    | {
                        max: number;
                        min: number;
                        /** @enum {string} */
                        type: 'uniform';
                      };
                  high?: number;
                  low?: number;
                  value: number;
                };
                debtAmount: {
                  dist?:
                    | {
                        /** @enum {string} */
                        type: 'constant';
                        value: number;
                      }
                    | {
                        mean: number;
                        sd: number;
                        /** @enum {string} */
                        type: 'normal';
                      }
                    | {
                        mu: number;
                        sigma: number;
                        /** @enum {string} */
                        type: 'lognormal';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'triangular';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'pert';
                      }
                    | {
                        max: number;
                        min: number;
                        /** @enum {string} */
                        type: 'uniform';
                      };
                  high?: number;
                  low?: number;
                  value: number;
                };
                debtInterestRate: {
                  dist?:
                    | {
                        /** @enum {string} */
                        type: 'constant';
                        value: number;
                      }
                    | {
                        mean: number;
                        sd: number;
                        /** @enum {string} */
                        type: 'normal';
                      }
                    | {
                        mu: number;
                        sigma: number;
                        /** @enum {string} */
                        type: 'lognormal';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'triangular';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'pert';
                      }
                    | {
                        max: number;
                        min: number;
                        /** @enum {string} */
                        type: 'uniform';
                      };
                  high?: number;
                  low?: number;
                  value: number;
                };
                discountRate: {
                  dist?:
                    | {
                        /** @enum {string} */
                        type: 'constant';
                        value: number;
                      }
                    | {
                        mean: number;
                        sd: number;
                        /** @enum {string} */
                        type: 'normal';
                      }
                    | {
                        mu: number;
                        sigma: number;
                        /** @enum {string} */
                        type: 'lognormal';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'triangular';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'pert';
                      }
                    | {
                        max: number;
                        min: number;
                        /** @enum {string} */
                        type: 'uniform';
                      };
                  high?: number;
                  low?: number;
                  value: number;
                };
                exitMultiple: {
                  dist?:
                    | {
                        /** @enum {string} */
                        type: 'constant';
                        value: number;
                      }
                    | {
                        mean: number;
                        sd: number;
                        /** @enum {string} */
                        type: 'normal';
                      }
                    | {
                        mu: number;
                        sigma: number;
                        /** @enum {string} */
                        type: 'lognormal';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'triangular';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'pert';
                      }
                    | {
                        max: number;
                        min: number;
                        /** @enum {string} */
                        type: 'uniform';
                      };
                  high?: number;
                  low?: number;
                  value: number;
                };
                fixedCostGrowth: {
                  dist?:
                    | {
                        /** @enum {string} */
                        type: 'constant';
                        value: number;
                      }
                    | {
                        mean: number;
                        sd: number;
                        /** @enum {string} */
                        type: 'normal';
                      }
                    | {
                        mu: number;
                        sigma: number;
                        /** @enum {string} */
                        type: 'lognormal';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'triangular';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'pert';
                      }
                    | {
                        max: number;
                        min: number;
                        /** @enum {string} */
                        type: 'uniform';
                      };
                  high?: number;
                  low?: number;
                  value: number;
                };
                fixedCosts: {
                  dist?:
                    | {
                        /** @enum {string} */
                        type: 'constant';
                        value: number;
                      }
                    | {
                        mean: number;
                        sd: number;
                        /** @enum {string} */
                        type: 'normal';
                      }
                    | {
                        mu: number;
                        sigma: number;
                        /** @enum {string} */
                        type: 'lognormal';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'triangular';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'pert';
                      }
                    | {
                        max: number;
                        min: number;
                        /** @enum {string} */
                        type: 'uniform';
                      };
                  high?: number;
                  low?: number;
                  value: number;
                };
                grossMargin: {
                  dist?:
                    | {
                        /** @enum {string} */
                        type: 'constant';
                        value: number;
                      }
                    | {
                        mean: number;
                        sd: number;
                        /** @enum {string} */
                        type: 'normal';
                      }
                    | {
                        mu: number;
                        sigma: number;
                        /** @enum {string} */
                        type: 'lognormal';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'triangular';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'pert';
                      }
                    | {
                        max: number;
                        min: number;
                        /** @enum {string} */
                        type: 'uniform';
                      };
                  high?: number;
                  low?: number;
                  value: number;
                };
                initialInvestment: {
                  dist?:
                    | {
                        /** @enum {string} */
                        type: 'constant';
                        value: number;
                      }
                    | {
                        mean: number;
                        sd: number;
                        /** @enum {string} */
                        type: 'normal';
                      }
                    | {
                        mu: number;
                        sigma: number;
                        /** @enum {string} */
                        type: 'lognormal';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'triangular';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'pert';
                      }
                    | {
                        max: number;
                        min: number;
                        /** @enum {string} */
                        type: 'uniform';
                      };
                  high?: number;
                  low?: number;
                  value: number;
                };
                maintenanceCapexShare: {
                  dist?:
                    | {
                        /** @enum {string} */
                        type: 'constant';
                        value: number;
                      }
                    | {
                        mean: number;
                        sd: number;
                        /** @enum {string} */
                        type: 'normal';
                      }
                    | {
                        mu: number;
                        sigma: number;
                        /** @enum {string} */
                        type: 'lognormal';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'triangular';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'pert';
                      }
                    | {
                        max: number;
                        min: number;
                        /** @enum {string} */
                        type: 'uniform';
                      };
                  high?: number;
                  low?: number;
                  value: number;
                };
                openingCash: {
                  dist?:
                    | {
                        /** @enum {string} */
                        type: 'constant';
                        value: number;
                      }
                    | {
                        mean: number;
                        sd: number;
                        /** @enum {string} */
                        type: 'normal';
                      }
                    | {
                        mu: number;
                        sigma: number;
                        /** @enum {string} */
                        type: 'lognormal';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'triangular';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'pert';
                      }
                    | {
                        max: number;
                        min: number;
                        /** @enum {string} */
                        type: 'uniform';
                      };
                  high?: number;
                  low?: number;
                  value: number;
                };
                priceGrowth: {
                  dist?:
                    | {
                        /** @enum {string} */
                        type: 'constant';
                        value: number;
                      }
                    | {
                        mean: number;
                        sd: number;
                        /** @enum {string} */
                        type: 'normal';
                      }
                    | {
                        mu: number;
                        sigma: number;
                        /** @enum {string} */
                        type: 'lognormal';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'triangular';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'pert';
                      }
                    | {
                        max: number;
                        min: number;
                        /** @enum {string} */
                        type: 'uniform';
                      };
                  high?: number;
                  low?: number;
                  value: number;
                };
                pricePerUnit: {
                  dist?:
                    | {
                        /** @enum {string} */
                        type: 'constant';
                        value: number;
                      }
                    | {
                        mean: number;
                        sd: number;
                        /** @enum {string} */
                        type: 'normal';
                      }
                    | {
                        mu: number;
                        sigma: number;
                        /** @enum {string} */
                        type: 'lognormal';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'triangular';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'pert';
                      }
                    | {
                        max: number;
                        min: number;
                        /** @enum {string} */
                        type: 'uniform';
                      };
                  high?: number;
                  low?: number;
                  value: number;
                };
                salesMarketingShare: {
                  dist?:
                    | {
                        /** @enum {string} */
                        type: 'constant';
                        value: number;
                      }
                    | {
                        mean: number;
                        sd: number;
                        /** @enum {string} */
                        type: 'normal';
                      }
                    | {
                        mu: number;
                        sigma: number;
                        /** @enum {string} */
                        type: 'lognormal';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'triangular';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'pert';
                      }
                    | {
                        max: number;
                        min: number;
                        /** @enum {string} */
                        type: 'uniform';
                      };
                  high?: number;
                  low?: number;
                  value: number;
                };
                taxRate: {
                  dist?:
                    | {
                        /** @enum {string} */
                        type: 'constant';
                        value: number;
                      }
                    | {
                        mean: number;
                        sd: number;
                        /** @enum {string} */
                        type: 'normal';
                      }
                    | {
                        mu: number;
                        sigma: number;
                        /** @enum {string} */
                        type: 'lognormal';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'triangular';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'pert';
                      }
                    | {
                        max: number;
                        min: number;
                        /** @enum {string} */
                        type: 'uniform';
                      };
                  high?: number;
                  low?: number;
                  value: number;
                };
                terminalGrowth: {
                  dist?:
                    | {
                        /** @enum {string} */
                        type: 'constant';
                        value: number;
                      }
                    | {
                        mean: number;
                        sd: number;
                        /** @enum {string} */
                        type: 'normal';
                      }
                    | {
                        mu: number;
                        sigma: number;
                        /** @enum {string} */
                        type: 'lognormal';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'triangular';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'pert';
                      }
                    | {
                        max: number;
                        min: number;
                        /** @enum {string} */
                        type: 'uniform';
                      };
                  high?: number;
                  low?: number;
                  value: number;
                };
                unitsGrowth: {
                  dist?:
                    | {
                        /** @enum {string} */
                        type: 'constant';
                        value: number;
                      }
                    | {
                        mean: number;
                        sd: number;
                        /** @enum {string} */
                        type: 'normal';
                      }
                    | {
                        mu: number;
                        sigma: number;
                        /** @enum {string} */
                        type: 'lognormal';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'triangular';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'pert';
                      }
                    | {
                        max: number;
                        min: number;
                        /** @enum {string} */
                        type: 'uniform';
                      };
                  high?: number;
                  low?: number;
                  value: number;
                };
                unitsYear1: {
                  dist?:
                    | {
                        /** @enum {string} */
                        type: 'constant';
                        value: number;
                      }
                    | {
                        mean: number;
                        sd: number;
                        /** @enum {string} */
                        type: 'normal';
                      }
                    | {
                        mu: number;
                        sigma: number;
                        /** @enum {string} */
                        type: 'lognormal';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'triangular';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'pert';
                      }
                    | {
                        max: number;
                        min: number;
                        /** @enum {string} */
                        type: 'uniform';
                      };
                  high?: number;
                  low?: number;
                  value: number;
                };
                workingCapitalShare: {
                  dist?:
                    | {
                        /** @enum {string} */
                        type: 'constant';
                        value: number;
                      }
                    | {
                        mean: number;
                        sd: number;
                        /** @enum {string} */
                        type: 'normal';
                      }
                    | {
                        mu: number;
                        sigma: number;
                        /** @enum {string} */
                        type: 'lognormal';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'triangular';
                      }
                    | {
                        max: number;
                        min: number;
                        mode: number;
                        /** @enum {string} */
                        type: 'pert';
                      }
                    | {
                        max: number;
                        min: number;
                        /** @enum {string} */
                        type: 'uniform';
                      };
                  high?: number;
                  low?: number;
                  value: number;
                };
              };
              horizonYears: number;
              /** @enum {string} */
              terminalValue: 'none' | 'perpetuity-growth' | 'exit-multiple';
            };
            complianceAnswers: {
              [key: string]: 'yes' | 'partial' | 'no';
            };
            /** @description read-only: ignored */
            evidence?: {
              flags: {
                [key: string]: true;
              };
              links: {
                [key: string]: {
                  cell?: string;
                  /** @description null once the source document was deleted; the figure keeps its citation */
                  documentId: string | null;
                  /** Format: uuid */
                  figureId: string;
                  filename: string;
                  page?: number;
                  sheet?: string;
                };
              };
            };
            market: {
              competitiveIntensity?: ('low' | 'medium' | 'high') | null;
              competitorCount?: number | null;
              expectedGrowthRate?: number | null;
              tamEur?: number | null;
            };
            revenueModel: ('recurring' | 'repeat' | 'transactional' | 'one-off') | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              assumptions: {
                debtTermYears: number;
                depreciationYears: number;
                drivers: {
                  churnRate: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  debtAmount: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  debtInterestRate: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  discountRate: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  exitMultiple: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  fixedCostGrowth: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  fixedCosts: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  grossMargin: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  initialInvestment: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  maintenanceCapexShare: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  openingCash: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  priceGrowth: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  pricePerUnit: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  salesMarketingShare: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  taxRate: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  terminalGrowth: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  unitsGrowth: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  unitsYear1: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                  workingCapitalShare: {
                    dist?:
                      | {
                          /** @enum {string} */
                          type: 'constant';
                          value: number;
                        }
                      | {
                          mean: number;
                          sd: number;
                          /** @enum {string} */
                          type: 'normal';
                        }
                      | {
                          mu: number;
                          sigma: number;
                          /** @enum {string} */
                          type: 'lognormal';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'triangular';
                        }
                      | {
                          max: number;
                          min: number;
                          mode: number;
                          /** @enum {string} */
                          type: 'pert';
                        }
                      | {
                          max: number;
                          min: number;
                          /** @enum {string} */
                          type: 'uniform';
                        };
                    high?: number;
                    low?: number;
                    value: number;
                  };
                };
                horizonYears: number;
                /** @enum {string} */
                terminalValue: 'none' | 'perpetuity-growth' | 'exit-multiple';
              };
              complianceAnswers: {
                [key: string]: 'yes' | 'partial' | 'no';
              };
              complianceHub?: {
                readonly frameworks: {
                  applicable: boolean;
                  evidencedWeight: number;
                  id: string;
                  weightedResult: number;
                  weightTotal: number;
                }[];
              } | null;
              evidence?: {
                flags: {
                  [key: string]: true;
                };
                links: {
                  [key: string]: {
                    cell?: string;
                    /** @description null once the source document was deleted; the figure keeps its citation */
                    documentId: string | null;
                    /** Format: uuid */
                    figureId: string;
                    filename: string;
                    page?: number;
                    sheet?: string;
                  };
                };
              };
              market: {
                competitiveIntensity?: ('low' | 'medium' | 'high') | null;
                competitorCount?: number | null;
                expectedGrowthRate?: number | null;
                tamEur?: number | null;
              };
              revenueModel: ('recurring' | 'repeat' | 'transactional' | 'one-off') | null;
              savedAt: string | null;
              /** @enum {string} */
              source: 'saved' | 'industry-defaults';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/evaluations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description **API key scope:** `projects:read`. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: date-time */
              createdAt: string;
              irr: number | null;
              iterations: number;
              methodologyVersion: string;
              note: string | null;
              npv: number;
              paybackYears: number | null;
              probabilityNpvNegative: number | null;
              score: {
                confidence: number;
                tier: string;
                total: number;
              };
              seed: number;
              version: number;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /** @description **API key scope:** `evaluations:run`. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description run until the NPV mean, P10 and P90 are within the tolerance (ADR 0050); `iterations` is then ignored */
            convergence?: {
              maxIterations: number;
              /** @description relative half-width at 95 % confidence, e.g. 0.01 = 1 % */
              tolerance: number;
            };
            /** @default 10000 */
            iterations?: number;
            note?: string;
            /**
             * @description 'random' (plain Monte Carlo, the default) or 'lhs' (Latin Hypercube: each input stratified per block of 4,096 iterations)
             * @enum {string}
             */
            sampling?: 'random' | 'lhs';
            /** @description the Monte Carlo seed; without it, the project's own (defaultEvaluationSeed, ADR 0012), the one the workspace previews with */
            seed?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: date-time */
              createdAt: string;
              input: {
                [key: string]: unknown;
              };
              irr: number | null;
              iterations: number;
              methodologyVersion: string;
              note: string | null;
              npv: number;
              paybackYears: number | null;
              probabilityNpvNegative: number | null;
              result: {
                methodologyVersion: string;
                plan: {
                  [key: string]: unknown;
                };
                scenarios: {
                  [key: string]: unknown;
                } | null;
                score: {
                  [key: string]: unknown;
                };
                simulation: {
                  [key: string]: unknown;
                } | null;
                tornado: {
                  [key: string]: unknown;
                } | null;
              } & {
                [key: string]: unknown;
              };
              score: {
                confidence: number;
                tier: string;
                total: number;
              };
              seed: number;
              version: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/evaluations/{version}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description **API key scope:** `projects:read`. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          version: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: date-time */
              createdAt: string;
              input: {
                [key: string]: unknown;
              };
              irr: number | null;
              iterations: number;
              methodologyVersion: string;
              note: string | null;
              npv: number;
              paybackYears: number | null;
              probabilityNpvNegative: number | null;
              result: {
                methodologyVersion: string;
                plan: {
                  [key: string]: unknown;
                };
                scenarios: {
                  [key: string]: unknown;
                } | null;
                score: {
                  [key: string]: unknown;
                };
                simulation: {
                  [key: string]: unknown;
                } | null;
                tornado: {
                  [key: string]: unknown;
                } | null;
              } & {
                [key: string]: unknown;
              };
              score: {
                confidence: number;
                tier: string;
                total: number;
              };
              seed: number;
              version: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/evaluations/{version}/results.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          version: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': string;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': components['schemas']['ApiError'];
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
  '/api/projects/{id}/evaluations/{version}/samples.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          version: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': string;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': components['schemas']['ApiError'];
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
  '/api/projects/{id}/figures': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description **API key scope:** `documents:read`. */
    get: {
      parameters: {
        query?: {
          status?: 'proposed' | 'accepted' | 'rejected';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              citation: {
                cell?: string;
                page?: number;
                quote: string;
                sheet?: string;
              };
              confidence?: number;
              currency: string | null;
              decidedAt: string | null;
              decidedBy: {
                id: string;
                name: string;
              } | null;
              /** @description null once the source document was deleted; the citation text stays */
              documentId: string | null;
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              key: 'revenue' | 'ebitda' | 'net_income' | 'capex' | 'cash' | 'debt' | 'headcount' | 'funding_sought' | 'tam' | 'sam' | 'som';
              marks?: {
                adjusted?: boolean;
                approximate?: boolean;
                high?: number;
                net?: boolean;
              };
              originalValue: number | null;
              period: number | null;
              periodDetail?:
                | {
                    /** @enum {string} */
                    kind: 'year';
                    year: number;
                  }
                | {
                    /** @enum {string} */
                    kind: 'quarter';
                    quarter: 1 | 2 | 3 | 4;
                    year: number;
                  }
                | {
                    half: 1 | 2;
                    /** @enum {string} */
                    kind: 'half';
                    year: number;
                  }
                | {
                    /** @enum {string} */
                    kind: 'nine_months';
                    year: number;
                  }
                | {
                    from: number;
                    /** @enum {string} */
                    kind: 'span';
                    to: number;
                  }
                | {
                    day: number;
                    /** @enum {string} */
                    kind: 'date';
                    month: number;
                    year: number;
                  };
              reason?: string;
              /** @enum {string} */
              source: 'rules' | 'ai';
              sourceDeleted: boolean;
              /** @enum {string} */
              status: 'proposed' | 'accepted' | 'rejected';
              value: number;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/funding-matches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description **API key scope:** `funding:read`. */
    get: {
      parameters: {
        query?: {
          includeIneligible?: 'true' | 'false';
          limit?: number;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              call: {
                /** @enum {string} */
                aidForm: 'grant' | 'subsidised_loan' | 'guarantee' | 'equity' | 'tax_credit' | 'mixed' | 'other';
                closesAt: string | null;
                funder: string;
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                language?: 'it' | 'en';
                maxAmount: number | null;
                minAmount: number | null;
                opensAt: string | null;
                regions: string[];
                sectors: string[];
                sizes: ('micro' | 'small' | 'medium' | 'large' | 'other')[];
                /** @enum {string} */
                source: 'incentivi' | 'pnrr' | 'padigitale' | 'curated';
                /** @enum {string} */
                status: 'open' | 'closing' | 'upcoming' | 'closed';
                title: string;
                url: string | null;
              };
              /** Format: uuid */
              callId: string;
              components: {
                detail: string;
                /** @enum {string} */
                name: 'amount' | 'objective' | 'readiness';
                points: number;
                value: number;
                weight: number;
              }[];
              criteria: {
                detail: string;
                fix?: string;
                /** @enum {string} */
                name: 'territory' | 'sector' | 'size' | 'stage' | 'ticket' | 'open';
                /** @enum {string} */
                outcome: 'met' | 'not_met' | 'unknown';
              }[];
              /** @enum {string} */
              eligible: 'yes' | 'no' | 'unknown';
              score: number | null;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/grants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              grants: {
                /** @enum {string} */
                access: 'read' | 'comment' | 'edit';
                /** Format: date-time */
                createdAt: string;
                expiresAt: string | null;
                grantedBy: string | null;
                grantee: {
                  email: string;
                  id: string;
                  /** @enum {string} */
                  role: 'proponent' | 'investor' | 'consultant' | 'admin';
                  username: string;
                };
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                projectId: string;
                revokedAt: string | null;
                /** @enum {string} */
                status: 'active' | 'expired' | 'revoked';
              }[];
              members: {
                email: string;
                /** Format: date-time */
                joinedAt: string;
                /** @enum {string} */
                role: 'owner' | 'editor' | 'viewer';
                userId: string;
                username: string;
              }[];
              workspace: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                kind: 'personal' | 'team';
                name: string;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            access: 'read' | 'comment' | 'edit';
            /** @description compared case-insensitively */
            email: string;
            /**
             * Format: date-time
             * @description must be in the future; omitted = no expiry
             */
            expiresAt?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              access: 'read' | 'comment' | 'edit';
              /** Format: date-time */
              createdAt: string;
              expiresAt: string | null;
              grantedBy: string | null;
              grantee: {
                email: string;
                id: string;
                /** @enum {string} */
                role: 'proponent' | 'investor' | 'consultant' | 'admin';
                username: string;
              };
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              projectId: string;
              revokedAt: string | null;
              /** @enum {string} */
              status: 'active' | 'expired' | 'revoked';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/grants/{grantId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** @description Not open to API keys (session only). */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          grantId: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/investor-matches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              criteria: {
                detail: string;
                /** @enum {string} */
                name: 'sector' | 'region' | 'stage' | 'ticket' | 'language';
                /** @enum {string} */
                outcome: 'met' | 'not_met' | 'unknown';
              }[];
              fits: boolean;
              investor: {
                headline: string;
                id: string;
                name: string;
              };
              score: number;
              thesis: {
                instruments: string[];
                languages: string[];
                regions: string[];
                sectors: string[];
                stages: string[];
                ticketMax: number | null;
                ticketMin: number | null;
              };
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/kpi-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              answers: {
                /** Format: date-time */
                answeredAt: string;
                /** Format: uuid */
                id: string;
                note: string | null;
                /** Format: date */
                periodEnd: string;
                /** Format: date */
                periodStart: string;
                values: {
                  [key: string]: number | null;
                };
              }[];
              /** @enum {string} */
              cadence: 'monthly' | 'quarterly';
              /** Format: date-time */
              createdAt: string;
              /** Format: uuid */
              id: string;
              investorId: string;
              kpis: string[];
              nextDue: {
                /** Format: date */
                dueOn: string;
                /** Format: date */
                periodEnd: string;
                /** Format: date */
                periodStart: string;
              } | null;
              /** Format: uuid */
              projectId: string;
              /** Format: date */
              startOn: string;
              /** @enum {string} */
              status: 'active' | 'closed';
              thresholds: {
                [key: string]: {
                  max?: number | null;
                  min?: number | null;
                };
              };
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            cadence: 'monthly' | 'quarterly';
            kpis: string[];
            message?: string;
            /** Format: date */
            startOn?: string;
            thresholds?: {
              [key: string]: {
                max?: number | null;
                min?: number | null;
              };
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              answers: {
                /** Format: date-time */
                answeredAt: string;
                /** Format: uuid */
                id: string;
                note: string | null;
                /** Format: date */
                periodEnd: string;
                /** Format: date */
                periodStart: string;
                values: {
                  [key: string]: number | null;
                };
              }[];
              /** @enum {string} */
              cadence: 'monthly' | 'quarterly';
              /** Format: date-time */
              createdAt: string;
              /** Format: uuid */
              id: string;
              investorId: string;
              kpis: string[];
              nextDue: {
                /** Format: date */
                dueOn: string;
                /** Format: date */
                periodEnd: string;
                /** Format: date */
                periodStart: string;
              } | null;
              /** Format: uuid */
              projectId: string;
              /** Format: date */
              startOn: string;
              /** @enum {string} */
              status: 'active' | 'closed';
              thresholds: {
                [key: string]: {
                  max?: number | null;
                  min?: number | null;
                };
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/obligations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              baselineValue: number | null;
              currentOn: string | null;
              currentValue: number | null;
              /** Format: date */
              dueOn: string;
              /** Format: uuid */
              id: string;
              indicator: string | null;
              itemId: string | null;
              /** @enum {string} */
              kind: 'milestone' | 'target' | 'report' | 'end' | 'cofinancing' | 'other';
              periodEnd: string | null;
              periodStart: string | null;
              progress: number | null;
              reportId: string | null;
              requestId: string | null;
              /** @enum {string} */
              status: 'open' | 'met' | 'overdue' | 'waived';
              targetValue: number | null;
              title: string;
              unit: string | null;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            baselineValue?: number | null;
            /** Format: date */
            dueOn: string;
            indicator?: string | null;
            itemId?: string | null;
            /** @enum {string} */
            kind: 'milestone' | 'target' | 'report' | 'end' | 'cofinancing' | 'other';
            periodEnd?: string | null;
            periodStart?: string | null;
            requestId?: string | null;
            targetValue?: number | null;
            title: string;
            unit?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              baselineValue: number | null;
              currentOn: string | null;
              currentValue: number | null;
              /** Format: date */
              dueOn: string;
              /** Format: uuid */
              id: string;
              indicator: string | null;
              itemId: string | null;
              /** @enum {string} */
              kind: 'milestone' | 'target' | 'report' | 'end' | 'cofinancing' | 'other';
              periodEnd: string | null;
              periodStart: string | null;
              progress: number | null;
              reportId: string | null;
              requestId: string | null;
              /** @enum {string} */
              status: 'open' | 'met' | 'overdue' | 'waived';
              targetValue: number | null;
              title: string;
              unit: string | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/obligations/{obligationId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** @description Not open to API keys (session only). */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          obligationId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            baselineValue?: number | null;
            currentOn?: string | null;
            currentValue?: number | null;
            /** Format: date */
            dueOn?: string;
            indicator?: string | null;
            itemId?: string | null;
            /** @enum {string} */
            kind?: 'milestone' | 'target' | 'report' | 'end' | 'cofinancing' | 'other';
            periodEnd?: string | null;
            periodStart?: string | null;
            /** @enum {string} */
            status?: 'open' | 'met' | 'waived';
            targetValue?: number | null;
            title?: string;
            unit?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              baselineValue: number | null;
              currentOn: string | null;
              currentValue: number | null;
              /** Format: date */
              dueOn: string;
              /** Format: uuid */
              id: string;
              indicator: string | null;
              itemId: string | null;
              /** @enum {string} */
              kind: 'milestone' | 'target' | 'report' | 'end' | 'cofinancing' | 'other';
              periodEnd: string | null;
              periodStart: string | null;
              progress: number | null;
              reportId: string | null;
              requestId: string | null;
              /** @enum {string} */
              status: 'open' | 'met' | 'overdue' | 'waived';
              targetValue: number | null;
              title: string;
              unit: string | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/projects/{id}/obligations/{obligationId}/report-draft': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          obligationId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              budgetCents: number;
              currency: string;
              done: {
                /** Format: date */
                end: string;
                itemId: string;
                title: string;
              }[];
              evidence: {
                evidence:
                  | {
                      /** Format: uuid */
                      documentId: string;
                      /** @enum {string} */
                      kind: 'document';
                    }
                  | {
                      /** @enum {string} */
                      kind: 'link';
                      label?: string;
                      /** Format: uri */
                      url: string;
                    };
                itemId: string;
              }[];
              /** Format: uuid */
              obligationId: string;
              /** Format: date */
              periodEnd: string;
              periodStart: string | null;
              progress: {
                /** Format: date-time */
                at: string;
                itemId: string;
                note: string;
                percent: number | null;
                status: string | null;
              }[];
              spentCents: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/progress': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description **API key scope:** `projects:read`. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              current: ('define' | 'upload' | 'analysis' | 'score' | 'compliance' | 'report' | 'funding') | null;
              next: {
                /** @enum {string} */
                action:
                  | 'upload_documents'
                  | 'wait_analysis'
                  | 'review_figures'
                  | 'apply_figures'
                  | 'run_evaluation'
                  | 'rerun_evaluation'
                  | 'scope_compliance'
                  | 'answer_compliance'
                  | 'seal_report'
                  | 'send_request'
                  | 'complete';
                count: number | null;
                step: ('define' | 'upload' | 'analysis' | 'score' | 'compliance' | 'report' | 'funding') | null;
              };
              /** Format: uuid */
              projectId: string;
              steps: {
                [key: string]: 'done' | 'todo';
              };
              title: string;
              updatedAt: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/questions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              answerBody: string | null;
              answeredAt: string | null;
              askedByName: string | null;
              attachments: {
                /** Format: uuid */
                id: string;
                name: string;
              }[];
              body: string;
              /** Format: uuid */
              cardId: string;
              createdAt: string;
              dueDate: string | null;
              /** Format: uuid */
              id: string;
              overdue: boolean;
              /** Format: uuid */
              projectId: string;
              /** @enum {string} */
              status: 'open' | 'answered';
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/questions/{qid}/answer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          qid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            body: string;
            documentIds?: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              answerBody: string | null;
              answeredAt: string | null;
              askedByName: string | null;
              attachments: {
                /** Format: uuid */
                id: string;
                name: string;
              }[];
              body: string;
              /** Format: uuid */
              cardId: string;
              createdAt: string;
              dueDate: string | null;
              /** Format: uuid */
              id: string;
              overdue: boolean;
              /** Format: uuid */
              projectId: string;
              /** @enum {string} */
              status: 'open' | 'answered';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description **API key scope:** `reports:read`. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              evaluationVersion: number | null;
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              kind: 'evaluation' | 'compliance' | 'portfolio' | 'progress';
              /** @enum {string} */
              language: 'en' | 'it';
              methodologyVersion: string | null;
              portfolioId: string | null;
              projectId: string | null;
              revokedAt: string | null;
              sha256: string;
              shortCode: string;
              sizeBytes: number;
              verifyUrl: string;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            evaluationVersion?: number;
            /** @enum {string} */
            kind: 'evaluation' | 'compliance' | 'progress';
            /** @enum {string} */
            language: 'en' | 'it';
            /** Format: uuid */
            obligationId?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              /** Format: uuid */
              id: string;
              sha256: string;
              verifyUrl: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/roadmap': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              baseline?: {
                budgetCents: number | null;
                /** Format: date */
                end: string;
                id: string;
                /** Format: date */
                start: string;
              }[];
              baselineAt?: string | null;
              criticalPath: string[];
              currency: string;
              forecast: {
                actualCents: number;
                budgetCents: number;
                estimateAtCompletionCents: number;
                finishOn: string | null;
              };
              phases: {
                id: string;
                items: {
                  actualCents?: number | null;
                  budgetCents?: number | null;
                  dependsOn: {
                    id: string;
                    lagDays: number;
                  }[];
                  /** Format: date */
                  end: string;
                  evidence: (
                    | {
                        /** Format: uuid */
                        documentId: string;
                        /** @enum {string} */
                        kind: 'document';
                      }
                    | {
                        /** @enum {string} */
                        kind: 'link';
                        label?: string;
                        /** Format: uri */
                        url: string;
                      }
                  )[];
                  evidenceRequired?: boolean;
                  id: string;
                  /** @enum {string} */
                  kind: 'milestone' | 'task';
                  origin?: {
                    /** @enum {string} */
                    kind: 'plan' | 'obligation' | 'compliance_gap' | 'template' | 'manual';
                    ref?: string;
                  };
                  ownerId?: string | null;
                  percent?: number;
                  resources?: {
                    costCents?: number;
                    /** @enum {string} */
                    kind: 'person' | 'supplier';
                    name: string;
                  }[];
                  /** Format: date */
                  start: string;
                  /** @enum {string} */
                  status: 'not_started' | 'in_progress' | 'done' | 'blocked';
                  title: string;
                }[];
                title: string;
              }[];
              revision: number;
              schedule: {
                /** Format: date */
                earlyFinish: string;
                /** Format: date */
                earlyStart: string;
                floatDays: number;
                id: string;
                /** Format: date */
                lateFinish: string;
                /** Format: date */
                lateStart: string;
              }[];
              /** @enum {string} */
              status: 'not_started' | 'on_track' | 'at_risk' | 'late' | 'completed';
              statusDetail: {
                /** @enum {string} */
                code: 'no_items' | 'overdue' | 'over_budget_late' | 'all_done' | 'at_risk' | 'not_started' | 'on_track';
                dueSoon: string[];
                items: string[];
              };
              statusReason: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    /** @description Not open to API keys (session only). */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            phases: {
              id: string;
              items: {
                actualCents?: number | null;
                budgetCents?: number | null;
                dependsOn: {
                  id: string;
                  lagDays: number;
                }[];
                /** Format: date */
                end: string;
                evidence: (
                  | {
                      /** Format: uuid */
                      documentId: string;
                      /** @enum {string} */
                      kind: 'document';
                    }
                  | {
                      /** @enum {string} */
                      kind: 'link';
                      label?: string;
                      /** Format: uri */
                      url: string;
                    }
                )[];
                evidenceRequired?: boolean;
                id: string;
                /** @enum {string} */
                kind: 'milestone' | 'task';
                origin?: {
                  /** @enum {string} */
                  kind: 'plan' | 'obligation' | 'compliance_gap' | 'template' | 'manual';
                  ref?: string;
                };
                ownerId?: string | null;
                percent?: number;
                resources?: {
                  costCents?: number;
                  /** @enum {string} */
                  kind: 'person' | 'supplier';
                  name: string;
                }[];
                /** Format: date */
                start: string;
                /** @enum {string} */
                status: 'not_started' | 'in_progress' | 'done' | 'blocked';
                title: string;
              }[];
              title: string;
            }[];
            revision?: number;
            setBaseline?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              baseline?: {
                budgetCents: number | null;
                /** Format: date */
                end: string;
                id: string;
                /** Format: date */
                start: string;
              }[];
              baselineAt?: string | null;
              criticalPath: string[];
              currency: string;
              forecast: {
                actualCents: number;
                budgetCents: number;
                estimateAtCompletionCents: number;
                finishOn: string | null;
              };
              phases: {
                id: string;
                items: {
                  actualCents?: number | null;
                  budgetCents?: number | null;
                  dependsOn: {
                    id: string;
                    lagDays: number;
                  }[];
                  /** Format: date */
                  end: string;
                  evidence: (
                    | {
                        /** Format: uuid */
                        documentId: string;
                        /** @enum {string} */
                        kind: 'document';
                      }
                    | {
                        /** @enum {string} */
                        kind: 'link';
                        label?: string;
                        /** Format: uri */
                        url: string;
                      }
                  )[];
                  evidenceRequired?: boolean;
                  id: string;
                  /** @enum {string} */
                  kind: 'milestone' | 'task';
                  origin?: {
                    /** @enum {string} */
                    kind: 'plan' | 'obligation' | 'compliance_gap' | 'template' | 'manual';
                    ref?: string;
                  };
                  ownerId?: string | null;
                  percent?: number;
                  resources?: {
                    costCents?: number;
                    /** @enum {string} */
                    kind: 'person' | 'supplier';
                    name: string;
                  }[];
                  /** Format: date */
                  start: string;
                  /** @enum {string} */
                  status: 'not_started' | 'in_progress' | 'done' | 'blocked';
                  title: string;
                }[];
                title: string;
              }[];
              revision: number;
              schedule: {
                /** Format: date */
                earlyFinish: string;
                /** Format: date */
                earlyStart: string;
                floatDays: number;
                id: string;
                /** Format: date */
                lateFinish: string;
                /** Format: date */
                lateStart: string;
              }[];
              /** @enum {string} */
              status: 'not_started' | 'on_track' | 'at_risk' | 'late' | 'completed';
              statusDetail: {
                /** @enum {string} */
                code: 'no_items' | 'overdue' | 'over_budget_late' | 'all_done' | 'at_risk' | 'not_started' | 'on_track';
                dueSoon: string[];
                items: string[];
              };
              statusReason: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/roadmap.xlsx': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/roadmap.xml': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/roadmap/draft': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: {
          requestId?: string;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              phases: {
                id: string;
                items: {
                  actualCents?: number | null;
                  budgetCents?: number | null;
                  dependsOn: {
                    id: string;
                    lagDays: number;
                  }[];
                  /** Format: date */
                  end: string;
                  evidence: (
                    | {
                        /** Format: uuid */
                        documentId: string;
                        /** @enum {string} */
                        kind: 'document';
                      }
                    | {
                        /** @enum {string} */
                        kind: 'link';
                        label?: string;
                        /** Format: uri */
                        url: string;
                      }
                  )[];
                  evidenceRequired?: boolean;
                  id: string;
                  /** @enum {string} */
                  kind: 'milestone' | 'task';
                  origin?: {
                    /** @enum {string} */
                    kind: 'plan' | 'obligation' | 'compliance_gap' | 'template' | 'manual';
                    ref?: string;
                  };
                  ownerId?: string | null;
                  percent?: number;
                  resources?: {
                    costCents?: number;
                    /** @enum {string} */
                    kind: 'person' | 'supplier';
                    name: string;
                  }[];
                  /** Format: date */
                  start: string;
                  /** @enum {string} */
                  status: 'not_started' | 'in_progress' | 'done' | 'blocked';
                  title: string;
                }[];
                title: string;
              }[];
              requestId: string | null;
              /** Format: date */
              startOn: string;
              templateId: string;
              templateSource: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/roadmap/items/{itemId}/progress': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            actualCents?: number;
            evidence?: (
              | {
                  /** Format: uuid */
                  documentId: string;
                  /** @enum {string} */
                  kind: 'document';
                }
              | {
                  /** @enum {string} */
                  kind: 'link';
                  label?: string;
                  /** Format: uri */
                  url: string;
                }
            )[];
            note: string;
            percent?: number;
            /** @enum {string} */
            status?: 'not_started' | 'in_progress' | 'done' | 'blocked';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              baseline?: {
                budgetCents: number | null;
                /** Format: date */
                end: string;
                id: string;
                /** Format: date */
                start: string;
              }[];
              baselineAt?: string | null;
              criticalPath: string[];
              currency: string;
              forecast: {
                actualCents: number;
                budgetCents: number;
                estimateAtCompletionCents: number;
                finishOn: string | null;
              };
              phases: {
                id: string;
                items: {
                  actualCents?: number | null;
                  budgetCents?: number | null;
                  dependsOn: {
                    id: string;
                    lagDays: number;
                  }[];
                  /** Format: date */
                  end: string;
                  evidence: (
                    | {
                        /** Format: uuid */
                        documentId: string;
                        /** @enum {string} */
                        kind: 'document';
                      }
                    | {
                        /** @enum {string} */
                        kind: 'link';
                        label?: string;
                        /** Format: uri */
                        url: string;
                      }
                  )[];
                  evidenceRequired?: boolean;
                  id: string;
                  /** @enum {string} */
                  kind: 'milestone' | 'task';
                  origin?: {
                    /** @enum {string} */
                    kind: 'plan' | 'obligation' | 'compliance_gap' | 'template' | 'manual';
                    ref?: string;
                  };
                  ownerId?: string | null;
                  percent?: number;
                  resources?: {
                    costCents?: number;
                    /** @enum {string} */
                    kind: 'person' | 'supplier';
                    name: string;
                  }[];
                  /** Format: date */
                  start: string;
                  /** @enum {string} */
                  status: 'not_started' | 'in_progress' | 'done' | 'blocked';
                  title: string;
                }[];
                title: string;
              }[];
              revision: number;
              schedule: {
                /** Format: date */
                earlyFinish: string;
                /** Format: date */
                earlyStart: string;
                floatDays: number;
                id: string;
                /** Format: date */
                lateFinish: string;
                /** Format: date */
                lateStart: string;
              }[];
              /** @enum {string} */
              status: 'not_started' | 'on_track' | 'at_risk' | 'late' | 'completed';
              statusDetail: {
                /** @enum {string} */
                code: 'no_items' | 'overdue' | 'over_budget_late' | 'all_done' | 'at_risk' | 'not_started' | 'on_track';
                dueSoon: string[];
                items: string[];
              };
              statusReason: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/roadmap/ledger': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      /** @description Added: a ledger of actuals, one row per entry (item id, amount in currency units); totals replace actualCents */
      requestBody: {
        content: {
          'application/json': {
            contentBase64: string;
            /** @enum {string} */
            format: 'csv' | 'xlsx';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              baseline?: {
                budgetCents: number | null;
                /** Format: date */
                end: string;
                id: string;
                /** Format: date */
                start: string;
              }[];
              baselineAt?: string | null;
              criticalPath: string[];
              currency: string;
              forecast: {
                actualCents: number;
                budgetCents: number;
                estimateAtCompletionCents: number;
                finishOn: string | null;
              };
              phases: {
                id: string;
                items: {
                  actualCents?: number | null;
                  budgetCents?: number | null;
                  dependsOn: {
                    id: string;
                    lagDays: number;
                  }[];
                  /** Format: date */
                  end: string;
                  evidence: (
                    | {
                        /** Format: uuid */
                        documentId: string;
                        /** @enum {string} */
                        kind: 'document';
                      }
                    | {
                        /** @enum {string} */
                        kind: 'link';
                        label?: string;
                        /** Format: uri */
                        url: string;
                      }
                  )[];
                  evidenceRequired?: boolean;
                  id: string;
                  /** @enum {string} */
                  kind: 'milestone' | 'task';
                  origin?: {
                    /** @enum {string} */
                    kind: 'plan' | 'obligation' | 'compliance_gap' | 'template' | 'manual';
                    ref?: string;
                  };
                  ownerId?: string | null;
                  percent?: number;
                  resources?: {
                    costCents?: number;
                    /** @enum {string} */
                    kind: 'person' | 'supplier';
                    name: string;
                  }[];
                  /** Format: date */
                  start: string;
                  /** @enum {string} */
                  status: 'not_started' | 'in_progress' | 'done' | 'blocked';
                  title: string;
                }[];
                title: string;
              }[];
              revision: number;
              schedule: {
                /** Format: date */
                earlyFinish: string;
                /** Format: date */
                earlyStart: string;
                floatDays: number;
                id: string;
                /** Format: date */
                lateFinish: string;
                /** Format: date */
                lateStart: string;
              }[];
              /** @enum {string} */
              status: 'not_started' | 'on_track' | 'at_risk' | 'late' | 'completed';
              statusDetail: {
                /** @enum {string} */
                code: 'no_items' | 'overdue' | 'over_budget_late' | 'all_done' | 'at_risk' | 'not_started' | 'on_track';
                dueSoon: string[];
                items: string[];
              };
              statusReason: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/showcase': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              badgeUrl: string | null;
              fields: ('description' | 'industry' | 'country' | 'estimatedBudget' | 'fundingSought' | 'score')[];
              pageUrl: string | null;
              published: boolean;
              publishedAt: string | null;
              reportId: string | null;
              slug: string | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    /** @description Not open to API keys (session only). */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            fields: ('description' | 'industry' | 'country' | 'estimatedBudget' | 'fundingSought' | 'score')[];
            /** Format: uuid */
            reportId: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              badgeUrl: string | null;
              fields: ('description' | 'industry' | 'country' | 'estimatedBudget' | 'fundingSought' | 'score')[];
              pageUrl: string | null;
              published: boolean;
              publishedAt: string | null;
              reportId: string | null;
              slug: string | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    /** @description Not open to API keys (session only). */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'draft' | 'analyzing' | 'completed' | 'funded';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description how the caller reaches the project and what they may do with it */
              access: {
                capabilities: {
                  archive: boolean;
                  changeStatus: boolean;
                  comment: boolean;
                  delete: boolean;
                  editDetails: boolean;
                  editInputs: boolean;
                  manageAccess: boolean;
                  runEvaluation: boolean;
                  view: boolean;
                  viewAccess: boolean;
                };
                /** @enum {string} */
                level: 'owner' | 'editor' | 'viewer' | 'read' | 'comment' | 'edit' | 'admin';
                /** @enum {string} */
                via: 'member' | 'grant' | 'admin';
              };
              applicantSize?: ('micro' | 'small' | 'medium' | 'large') | null;
              archivedAt: string | null;
              country: string | null;
              /** Format: date-time */
              createdAt: string;
              currency: string;
              description: string | null;
              estimatedBudget: number;
              fundingSought: number | null;
              horizonYears: number | null;
              id: string;
              industry: string;
              industryLabel: {
                en: string;
                it: string;
              } | null;
              isSample: boolean;
              /** @description the CR score of the project's latest evaluation, null before the first */
              latestScore: {
                /** Format: date-time */
                createdAt: string;
                tier: string;
                total: number;
                version: number;
              } | null;
              /** @description where the project is on the way to funding, from its latest evaluation, and what the next stage needs (docs/methodology/lifecycle.md) */
              lifecycle: {
                next: {
                  readonly needs: ('run-evaluation' | 'own-inputs' | 'evidence' | 'complete-inputs' | 'score-ready' | 'funding')[];
                  /** @enum {string} */
                  stage: 'draft' | 'evaluated' | 'evidenced' | 'ready' | 'funded';
                } | null;
                /** @enum {string} */
                stage: 'draft' | 'evaluated' | 'evidenced' | 'ready' | 'funded';
              };
              readOnlyReason?: ('plan_limit' | 'team_seats') | null;
              region: string | null;
              /** @description true when the caller sees it only through a grant (shared from outside their workspaces) */
              sharedWithMe: boolean;
              stage: ('idea' | 'validation' | 'early_revenue' | 'growth' | 'expansion') | null;
              /** @enum {string} */
              status: 'draft' | 'analyzing' | 'completed' | 'funded';
              targetMarket: string;
              title: string;
              /** Format: date-time */
              updatedAt: string;
              upgradeUrl?: string | null;
              /** Format: uuid */
              workspaceId: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/{id}/unarchive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description how the caller reaches the project and what they may do with it */
              access: {
                capabilities: {
                  archive: boolean;
                  changeStatus: boolean;
                  comment: boolean;
                  delete: boolean;
                  editDetails: boolean;
                  editInputs: boolean;
                  manageAccess: boolean;
                  runEvaluation: boolean;
                  view: boolean;
                  viewAccess: boolean;
                };
                /** @enum {string} */
                level: 'owner' | 'editor' | 'viewer' | 'read' | 'comment' | 'edit' | 'admin';
                /** @enum {string} */
                via: 'member' | 'grant' | 'admin';
              };
              applicantSize?: ('micro' | 'small' | 'medium' | 'large') | null;
              archivedAt: string | null;
              country: string | null;
              /** Format: date-time */
              createdAt: string;
              currency: string;
              description: string | null;
              estimatedBudget: number;
              fundingSought: number | null;
              horizonYears: number | null;
              id: string;
              industry: string;
              industryLabel: {
                en: string;
                it: string;
              } | null;
              isSample: boolean;
              /** @description the CR score of the project's latest evaluation, null before the first */
              latestScore: {
                /** Format: date-time */
                createdAt: string;
                tier: string;
                total: number;
                version: number;
              } | null;
              /** @description where the project is on the way to funding, from its latest evaluation, and what the next stage needs (docs/methodology/lifecycle.md) */
              lifecycle: {
                next: {
                  readonly needs: ('run-evaluation' | 'own-inputs' | 'evidence' | 'complete-inputs' | 'score-ready' | 'funding')[];
                  /** @enum {string} */
                  stage: 'draft' | 'evaluated' | 'evidenced' | 'ready' | 'funded';
                } | null;
                /** @enum {string} */
                stage: 'draft' | 'evaluated' | 'evidenced' | 'ready' | 'funded';
              };
              readOnlyReason?: ('plan_limit' | 'team_seats') | null;
              region: string | null;
              /** @description true when the caller sees it only through a grant (shared from outside their workspaces) */
              sharedWithMe: boolean;
              stage: ('idea' | 'validation' | 'early_revenue' | 'growth' | 'expansion') | null;
              /** @enum {string} */
              status: 'draft' | 'analyzing' | 'completed' | 'funded';
              targetMarket: string;
              title: string;
              /** Format: date-time */
              updatedAt: string;
              upgradeUrl?: string | null;
              /** Format: uuid */
              workspaceId: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/projects/usage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: {
          /** @description default: the caller's personal workspace */
          workspaceId?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description null = unlimited */
              limit: number | null;
              /** @enum {string} */
              tier: 'free' | 'single_project' | 'professional' | 'business' | 'enterprise';
              used: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              role: 'all' | 'web' | 'worker';
              /** @enum {string} */
              status: 'ready';
            };
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              reason: 'draining' | 'database' | 'migrations' | 'maintenance';
              /** @enum {string} */
              role: 'all' | 'web' | 'worker';
              /** @enum {string} */
              status: 'unavailable';
            };
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
  '/api/realization': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              actualCents: number;
              budgetCents: number;
              burn: number | null;
              currency: string;
              nextMilestone: {
                /** Format: date */
                end: string;
                id: string;
                title: string;
              } | null;
              overdueObligations: number;
              /** Format: uuid */
              projectId: string;
              projectName: string;
              /** @enum {string} */
              status: 'not_started' | 'on_track' | 'at_risk' | 'late' | 'completed';
              statusDetail: {
                /** @enum {string} */
                code: 'no_items' | 'overdue' | 'over_budget_late' | 'all_done' | 'at_risk' | 'not_started' | 'on_track';
                dueSoon: string[];
                items: string[];
              };
              statusReason: string;
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/realization.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/realization.xlsx': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/realization/reminders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              daysLeft: number;
              /** Format: date */
              dueOn: string;
              /** @enum {string} */
              kind: 'obligation' | 'milestone' | 'kpi';
              nextReminderOffset: number | null;
              nextReminderOn: string | null;
              /** Format: uuid */
              projectId: string;
              projectName: string;
              ref: string;
              title: string;
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/reports/{id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description **API key scope:** `reports:read`. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': unknown;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': components['schemas']['ApiError'];
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
  '/api/reports/{id}/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': unknown;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': components['schemas']['ApiError'];
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
  '/api/reports/{id}/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              evaluationVersion: number | null;
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              kind: 'evaluation' | 'compliance' | 'portfolio' | 'progress';
              /** @enum {string} */
              language: 'en' | 'it';
              methodologyVersion: string | null;
              portfolioId: string | null;
              projectId: string | null;
              revokedAt: string | null;
              sha256: string;
              shortCode: string;
              sizeBytes: number;
              verifyUrl: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/reports/{id}/sealed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': unknown;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': components['schemas']['ApiError'];
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
  '/api/reports/{id}/shares': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            recipientId: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              recipientId: string;
              /** Format: uuid */
              reportId: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/reports/shared': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: date-time */
              createdAt: string;
              /** Format: uuid */
              id: string;
              kind: string;
              language: string;
              projectId: string | null;
              projectTitle: string;
              requestId: string | null;
              /** Format: date-time */
              sharedAt: string;
              shortCode: string;
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/sample-projects': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              country: string | null;
              currency: string;
              description: string | null;
              estimatedBudget: number;
              fundingSought: number | null;
              industry: string;
              region: string | null;
              score: {
                tier: string;
                total: number;
              } | null;
              /** @enum {string} */
              stage: 'draft' | 'evaluated' | 'evidenced' | 'ready' | 'funded';
              title: string;
            }[];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/showcase': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              country?: string | null;
              currency: string;
              description?: string | null;
              estimatedBudget?: number;
              fundingSought?: number | null;
              industry?: string;
              publishedAt: string;
              report: {
                /** Format: uuid */
                id: string;
                issuedAt: string;
                revoked: boolean;
                verifyUrl: string;
              };
              score?: {
                methodologyVersion: string | null;
                tier: string;
                total: number;
              };
              slug: string;
              title: string;
            }[];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/showcase/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              country?: string | null;
              currency: string;
              description?: string | null;
              estimatedBudget?: number;
              fundingSought?: number | null;
              industry?: string;
              publishedAt: string;
              report: {
                /** Format: uuid */
                id: string;
                issuedAt: string;
                revoked: boolean;
                verifyUrl: string;
              };
              score?: {
                methodologyVersion: string | null;
                tier: string;
                total: number;
              };
              slug: string;
              title: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/showcase/{slug}/badge.svg': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          lang?: 'en' | 'it';
        };
        header?: never;
        path: {
          slug: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/svg+xml': unknown;
          };
        };
        /** @description Default Response */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/svg+xml': unknown;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/svg+xml': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/svg+xml': components['schemas']['ApiError'];
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
  '/api/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: {
          workspaceId?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              avgCRScore: number | null;
              dashboard: {
                averageCrScore: number | null;
                averageEsgScore: number | null;
                averageIrr: number | null;
                averagePaybackYears: number | null;
                /** @description funded ÷ (evaluated or funded projects) */
                conversionRate: number | null;
                euTaxonomyCompliance: number | null;
                fundingRequested: number | null;
                fundingSecured: number | null;
                fundingSuccessRate: number | null;
                geographicSpread: {
                  count: number;
                  country: string | null;
                  region: string | null;
                }[];
                industryDistribution: {
                  count: number;
                  industry: string;
                }[];
                /** @description funding sought by projects not yet funded, per currency */
                pipelineValue: {
                  amount: number;
                  currency: string;
                }[];
                regulatoryRiskLevel: ('low' | 'medium' | 'high') | null;
                /** @description projects per lifecycle stage (docs/methodology/lifecycle.md), the vocabulary of every screen */
                stageCounts: {
                  draft: number;
                  evaluated: number;
                  evidenced: number;
                  funded: number;
                  ready: number;
                };
                /** @description the seed's four statuses; screens show stageCounts */
                statusCounts: {
                  analyzing: number;
                  completed: number;
                  draft: number;
                  funded: number;
                };
                /** @description mean of P(NPV ≥ 0) over the latest evaluations */
                successProbability: number | null;
                totalProjects: number;
                /** @description sum of estimated budgets, per currency */
                totalValue: {
                  amount: number;
                  currency: string;
                }[];
                unavailable: {
                  [key: string]:
                    | 'no-projects'
                    | 'no-evaluations'
                    | 'not-computable'
                    | 'no-funded-or-evaluated'
                    | 'funding-not-available'
                    | 'compliance-not-available'
                    | 'no-funding-requests'
                    | 'no-decided-requests';
                };
              };
              fundingObtained: number | null;
              projectsCount: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/verify/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              evaluationVersion: number | null;
              /** Format: uuid */
              id: string;
              issuedAt: string;
              issuer: string;
              /** @enum {string} */
              kind: 'evaluation' | 'compliance' | 'portfolio' | 'progress';
              /** @enum {string} */
              language: 'en' | 'it';
              methodologyVersion: string | null;
              project: {
                title: string;
              };
              revoked: boolean;
              revokedAt: string | null;
              sha256: string;
              shortCode: string;
              signature: {
                algorithm: string;
                keyId: string;
                valid: boolean;
                value: string;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/verify/{id}/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            sha256: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              matches: boolean;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/workspaces': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              kind: 'personal' | 'team';
              logo?: {
                height: number;
                /** @enum {string} */
                mediaType: 'image/png' | 'image/jpeg';
                updatedAt: string;
                width: number;
              } | null;
              name: string;
              /**
               * @description the caller's role in it
               * @enum {string}
               */
              role: 'owner' | 'editor' | 'viewer';
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /** @description Not open to API keys (session only). */
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
            name: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              kind: 'personal' | 'team';
              logo?: {
                height: number;
                /** @enum {string} */
                mediaType: 'image/png' | 'image/jpeg';
                updatedAt: string;
                width: number;
              } | null;
              name: string;
              /**
               * @description the caller's role in it
               * @enum {string}
               */
              role: 'owner' | 'editor' | 'viewer';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/workspaces/{id}/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              acceptedAt: string | null;
              /** Format: date-time */
              createdAt: string;
              email: string;
              /** Format: date-time */
              expiresAt: string;
              /** Format: uuid */
              id: string;
              invitedBy: string | null;
              revokedAt: string | null;
              /** @enum {string} */
              role: 'owner' | 'editor' | 'viewer';
              /** @enum {string} */
              status: 'pending' | 'accepted' | 'revoked' | 'expired';
              /** Format: uuid */
              workspaceId: string;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /** @description Not open to API keys (session only). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description compared case-insensitively */
            email: string;
            /** @enum {string} */
            role: 'owner' | 'editor' | 'viewer';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              acceptedAt: string | null;
              /** Format: date-time */
              createdAt: string;
              email: string;
              /** Format: date-time */
              expiresAt: string;
              /** Format: uuid */
              id: string;
              invitedBy: string | null;
              revokedAt: string | null;
              /** @enum {string} */
              role: 'owner' | 'editor' | 'viewer';
              /** @enum {string} */
              status: 'pending' | 'accepted' | 'revoked' | 'expired';
              /** Format: uuid */
              workspaceId: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/workspaces/{id}/invitations/{invitationId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** @description Not open to API keys (session only). */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          invitationId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/workspaces/{id}/logo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': unknown;
            'image/png': unknown;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': components['schemas']['ApiError'];
            'image/png': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': components['schemas']['ApiError'];
            'image/png': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': components['schemas']['ApiError'];
            'image/png': components['schemas']['ApiError'];
          };
        };
      };
    };
    /** @description Not open to API keys (session only). */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            contentBase64: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              height: number;
              /** @enum {string} */
              mediaType: 'image/png' | 'image/jpeg';
              updatedAt: string;
              width: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    /** @description Not open to API keys (session only). */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/workspaces/{id}/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Not open to API keys (session only). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              email: string;
              /** Format: date-time */
              joinedAt: string;
              /** @enum {string} */
              role: 'owner' | 'editor' | 'viewer';
              userId: string;
              username: string;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
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
  '/api/workspaces/{id}/members/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** @description Not open to API keys (session only). */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          userId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** @description Not open to API keys (session only). */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          userId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            role: 'owner' | 'editor' | 'viewer';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              email: string;
              /** Format: date-time */
              joinedAt: string;
              /** @enum {string} */
              role: 'owner' | 'editor' | 'viewer';
              userId: string;
              username: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ApiError: {
      code: components['schemas']['ErrorCode'];
      details?: {
        fields?: {
          /** @description zod issue code, e.g. "too_small" */
          code: string;
          message: string;
          /** @description dotted path of the field, e.g. "email" or "viewport.width" */
          path: string;
        }[];
        /** @description ROADMAP_CYCLE: the roadmap items on the cycle (or naming a missing item) */
        itemIds?: string[];
        /** @description PROJECT_LIMIT_REACHED: the tier's limit; STORAGE_QUOTA_EXCEEDED: the tier's quota in bytes */
        limit?: number | null;
        /** @description FILE_TOO_LARGE: the per-file limit */
        maxBytes?: number;
        /** @description API_KEY_IN_QUERY: the query parameter that carried the key */
        parameter?: string;
        /**
         * @description FILE_UNSAFE: why the file was refused; WEBHOOK_URL_REFUSED: why the URL was
         * @enum {string}
         */
        reason?:
          | 'archive_too_many_entries'
          | 'archive_too_large'
          | 'archive_ratio'
          | 'archive_path'
          | 'archive_corrupt'
          | 'macros'
          | 'encrypted'
          | 'invalid_url'
          | 'scheme'
          | 'credentials'
          | 'https_required'
          | 'unresolvable'
          | 'forbidden_address';
        retryAfterSeconds?: number;
        /** @description SCOPE_REQUIRED: the scope the route needs (null: the route is not open to API keys) */
        scope?: string | null;
        tier?: string;
        upgradeUrl?: string;
        /** @description PROJECT_LIMIT_REACHED: projects the account holds; STORAGE_QUOTA_EXCEEDED: bytes stored */
        used?: number;
      };
      message: string;
    };
    ApiErrorInput: {
      code: components['schemas']['ErrorCodeInput'];
      details?: {
        fields?: {
          /** @description zod issue code, e.g. "too_small" */
          code: string;
          message: string;
          /** @description dotted path of the field, e.g. "email" or "viewport.width" */
          path: string;
        }[];
        /** @description ROADMAP_CYCLE: the roadmap items on the cycle (or naming a missing item) */
        itemIds?: string[];
        /** @description PROJECT_LIMIT_REACHED: the tier's limit; STORAGE_QUOTA_EXCEEDED: the tier's quota in bytes */
        limit?: number | null;
        /** @description FILE_TOO_LARGE: the per-file limit */
        maxBytes?: number;
        /** @description API_KEY_IN_QUERY: the query parameter that carried the key */
        parameter?: string;
        /**
         * @description FILE_UNSAFE: why the file was refused; WEBHOOK_URL_REFUSED: why the URL was
         * @enum {string}
         */
        reason?:
          | 'archive_too_many_entries'
          | 'archive_too_large'
          | 'archive_ratio'
          | 'archive_path'
          | 'archive_corrupt'
          | 'macros'
          | 'encrypted'
          | 'invalid_url'
          | 'scheme'
          | 'credentials'
          | 'https_required'
          | 'unresolvable'
          | 'forbidden_address';
        retryAfterSeconds?: number;
        /** @description SCOPE_REQUIRED: the scope the route needs (null: the route is not open to API keys) */
        scope?: string | null;
        tier?: string;
        upgradeUrl?: string;
        /** @description PROJECT_LIMIT_REACHED: projects the account holds; STORAGE_QUOTA_EXCEEDED: bytes stored */
        used?: number;
      };
      message: string;
    };
    /** @enum {string} */
    ErrorCode:
      | 'VALIDATION_FAILED'
      | 'UNAUTHENTICATED'
      | 'FORBIDDEN'
      | 'CROSS_ORIGIN_REJECTED'
      | 'NOT_FOUND'
      | 'EMAIL_TAKEN'
      | 'INVALID_CREDENTIALS'
      | 'TOO_MANY_ATTEMPTS'
      | 'RATE_LIMITED'
      | 'INVALID_TOKEN'
      | 'PAYLOAD_TOO_LARGE'
      | 'NOTIFICATION_NOT_FOUND'
      | 'PROJECT_NOT_FOUND'
      | 'PROJECT_LIMIT_REACHED'
      | 'PLAN_REQUIRED'
      | 'WORKSPACE_NOT_FOUND'
      | 'MEMBER_NOT_FOUND'
      | 'LAST_OWNER'
      | 'PERSONAL_WORKSPACE'
      | 'ALREADY_MEMBER'
      | 'INVITATION_NOT_FOUND'
      | 'INVITATION_EXPIRED'
      | 'INVITATION_REVOKED'
      | 'INVITATION_USED'
      | 'INVITATION_EMAIL_MISMATCH'
      | 'GRANT_NOT_FOUND'
      | 'WRONG_PASSWORD'
      | 'INVALID_CODE'
      | 'TWO_FACTOR_REQUIRED'
      | 'UNSUPPORTED_MEDIA_TYPE'
      | 'EXPORT_NOT_READY'
      | 'EXPORT_EXPIRED'
      | 'FILE_TOO_LARGE'
      | 'FILE_TYPE_NOT_ALLOWED'
      | 'FILE_UNSAFE'
      | 'FILE_EMPTY'
      | 'STORAGE_QUOTA_EXCEEDED'
      | 'DOCUMENT_NOT_FOUND'
      | 'DOCUMENT_NOT_READY'
      | 'DOCUMENT_QUARANTINED'
      | 'DOCUMENT_NOT_FAILED'
      | 'FIGURE_NOT_FOUND'
      | 'FUNDING_CALL_NOT_FOUND'
      | 'SAVED_SEARCH_NOT_FOUND'
      | 'SAVED_CALL_NOT_FOUND'
      | 'REPORT_NOT_FOUND'
      | 'REPORT_EVALUATION_REQUIRED'
      | 'COMPLIANCE_NOT_ASSESSED'
      | 'REPORT_KIND_UNAVAILABLE'
      | 'REPORT_REVOKED'
      | 'LOGO_INVALID'
      | 'LOGO_NOT_FOUND'
      | 'LOGO_TEAM_ONLY'
      | 'SERVICE_UNAVAILABLE'
      | 'SERVER_BUSY'
      | 'FUNDING_REQUEST_NOT_FOUND'
      | 'INVALID_TRANSITION'
      | 'FUNDING_REQUEST_LOCKED'
      | 'PORTFOLIO_NOT_FOUND'
      | 'DEAL_CARD_NOT_FOUND'
      | 'DEAL_PIPELINE_NOT_FOUND'
      | 'DEAL_STAGE_NOT_FOUND'
      | 'DEAL_ITEM_NOT_FOUND'
      | 'QUESTION_NOT_FOUND'
      | 'QUESTION_ANSWERED'
      | 'QUESTION_ATTACHMENT_INVALID'
      | 'QUESTION_DUE_IN_PAST'
      | 'DEAL_FLOW_INVESTORS_ONLY'
      | 'TASK_ASSIGNEE_CANNOT_SEE'
      | 'DEAL_STAGE_NOT_EMPTY'
      | 'DEAL_STAGE_LAST'
      | 'DEAL_LINK_NOT_FOUND'
      | 'DEAL_CARD_NEEDS_ACCESS'
      | 'DEAL_CARD_HAS_ACCESS'
      | 'DEAL_ACCESS_ALREADY_REQUESTED'
      | 'SHOWCASE_NOT_FOUND'
      | 'HOLDING_NOT_FOUND'
      | 'HOLDING_EXISTS'
      | 'IMPORT_INVALID'
      | 'IMPORT_UNREADABLE'
      | 'DEAL_VIEW_NOT_FOUND'
      | 'DEAL_VIEW_NAME_TAKEN'
      | 'DEAL_VIEW_LIMIT'
      | 'BILLING_DETAILS_REQUIRED'
      | 'VAT_NUMBER_REQUIRED'
      | 'VAT_NUMBER_INVALID'
      | 'TAX_CODE_INVALID'
      | 'SDI_OR_PEC_REQUIRED'
      | 'SDI_CODE_INVALID'
      | 'ORDER_NOT_FOUND'
      | 'ORDER_NOT_AWAITING_PAYMENT'
      | 'INVOICE_NOT_FOUND'
      | 'TRIAL_NOT_AVAILABLE'
      | 'NO_SUBSCRIPTION'
      | 'PLAN_CHANGE_NOT_ALLOWED'
      | 'BILLING_PROVIDER_UNAVAILABLE'
      | 'INVESTOR_PROFILE_ONLY'
      | 'REPORT_SHARE_RECIPIENT'
      | 'PORTAL_SUBMISSION_NOT_A_CALL'
      | 'PACKAGE_TOO_LARGE'
      | 'WEBHOOK_SIGNATURE_INVALID'
      | 'PROJECT_READ_ONLY_PLAN'
      | 'CONTACT_EMAIL_REQUIRED'
      | 'PROJECT_READ_ONLY_SEATS'
      | 'ROADMAP_NOT_FOUND'
      | 'ROADMAP_CONFLICT'
      | 'ROADMAP_CYCLE'
      | 'ROADMAP_ITEM_NOT_FOUND'
      | 'EVIDENCE_REQUIRED'
      | 'OBLIGATION_NOT_FOUND'
      | 'KPI_REQUEST_NOT_FOUND'
      | 'KPI_PERIOD_INVALID'
      | 'CALENDAR_FEED_NOT_FOUND'
      | 'LEDGER_INVALID'
      | 'AI_SESSION_NOT_FOUND'
      | 'SCOPE_REQUIRED'
      | 'API_KEY_INVALID'
      | 'API_KEY_IN_QUERY'
      | 'API_KEY_NOT_FOUND'
      | 'API_MONTHLY_ALLOWANCE'
      | 'WEBHOOK_NOT_FOUND'
      | 'WEBHOOK_URL_REFUSED'
      | 'WEBHOOK_DELIVERY_NOT_FOUND'
      | 'WEBHOOK_DISABLED'
      | 'WEBHOOK_LIMIT'
      | 'CONSULTANT_PROFILE_NOT_FOUND'
      | 'ENGAGEMENT_NOT_FOUND'
      | 'ENGAGEMENT_STATE'
      | 'ACCOUNT_SUSPENDED'
      | 'REASON_REQUIRED'
      | 'IDENTITY_CHECK_REQUIRED'
      | 'TWO_FACTOR_NOT_ENABLED'
      | 'MAINTENANCE'
      | 'BACKUP_NOT_FOUND'
      | 'RESTORE_CONFIRMATION_MISMATCH'
      | 'RESTORE_IN_PROGRESS'
      | 'INTERNAL';
    /** @enum {string} */
    ErrorCodeInput:
      | 'VALIDATION_FAILED'
      | 'UNAUTHENTICATED'
      | 'FORBIDDEN'
      | 'CROSS_ORIGIN_REJECTED'
      | 'NOT_FOUND'
      | 'EMAIL_TAKEN'
      | 'INVALID_CREDENTIALS'
      | 'TOO_MANY_ATTEMPTS'
      | 'RATE_LIMITED'
      | 'INVALID_TOKEN'
      | 'PAYLOAD_TOO_LARGE'
      | 'NOTIFICATION_NOT_FOUND'
      | 'PROJECT_NOT_FOUND'
      | 'PROJECT_LIMIT_REACHED'
      | 'PLAN_REQUIRED'
      | 'WORKSPACE_NOT_FOUND'
      | 'MEMBER_NOT_FOUND'
      | 'LAST_OWNER'
      | 'PERSONAL_WORKSPACE'
      | 'ALREADY_MEMBER'
      | 'INVITATION_NOT_FOUND'
      | 'INVITATION_EXPIRED'
      | 'INVITATION_REVOKED'
      | 'INVITATION_USED'
      | 'INVITATION_EMAIL_MISMATCH'
      | 'GRANT_NOT_FOUND'
      | 'WRONG_PASSWORD'
      | 'INVALID_CODE'
      | 'TWO_FACTOR_REQUIRED'
      | 'UNSUPPORTED_MEDIA_TYPE'
      | 'EXPORT_NOT_READY'
      | 'EXPORT_EXPIRED'
      | 'FILE_TOO_LARGE'
      | 'FILE_TYPE_NOT_ALLOWED'
      | 'FILE_UNSAFE'
      | 'FILE_EMPTY'
      | 'STORAGE_QUOTA_EXCEEDED'
      | 'DOCUMENT_NOT_FOUND'
      | 'DOCUMENT_NOT_READY'
      | 'DOCUMENT_QUARANTINED'
      | 'DOCUMENT_NOT_FAILED'
      | 'FIGURE_NOT_FOUND'
      | 'FUNDING_CALL_NOT_FOUND'
      | 'SAVED_SEARCH_NOT_FOUND'
      | 'SAVED_CALL_NOT_FOUND'
      | 'REPORT_NOT_FOUND'
      | 'REPORT_EVALUATION_REQUIRED'
      | 'COMPLIANCE_NOT_ASSESSED'
      | 'REPORT_KIND_UNAVAILABLE'
      | 'REPORT_REVOKED'
      | 'LOGO_INVALID'
      | 'LOGO_NOT_FOUND'
      | 'LOGO_TEAM_ONLY'
      | 'SERVICE_UNAVAILABLE'
      | 'SERVER_BUSY'
      | 'FUNDING_REQUEST_NOT_FOUND'
      | 'INVALID_TRANSITION'
      | 'FUNDING_REQUEST_LOCKED'
      | 'PORTFOLIO_NOT_FOUND'
      | 'DEAL_CARD_NOT_FOUND'
      | 'DEAL_PIPELINE_NOT_FOUND'
      | 'DEAL_STAGE_NOT_FOUND'
      | 'DEAL_ITEM_NOT_FOUND'
      | 'QUESTION_NOT_FOUND'
      | 'QUESTION_ANSWERED'
      | 'QUESTION_ATTACHMENT_INVALID'
      | 'QUESTION_DUE_IN_PAST'
      | 'DEAL_FLOW_INVESTORS_ONLY'
      | 'TASK_ASSIGNEE_CANNOT_SEE'
      | 'DEAL_STAGE_NOT_EMPTY'
      | 'DEAL_STAGE_LAST'
      | 'DEAL_LINK_NOT_FOUND'
      | 'DEAL_CARD_NEEDS_ACCESS'
      | 'DEAL_CARD_HAS_ACCESS'
      | 'DEAL_ACCESS_ALREADY_REQUESTED'
      | 'SHOWCASE_NOT_FOUND'
      | 'HOLDING_NOT_FOUND'
      | 'HOLDING_EXISTS'
      | 'IMPORT_INVALID'
      | 'IMPORT_UNREADABLE'
      | 'DEAL_VIEW_NOT_FOUND'
      | 'DEAL_VIEW_NAME_TAKEN'
      | 'DEAL_VIEW_LIMIT'
      | 'BILLING_DETAILS_REQUIRED'
      | 'VAT_NUMBER_REQUIRED'
      | 'VAT_NUMBER_INVALID'
      | 'TAX_CODE_INVALID'
      | 'SDI_OR_PEC_REQUIRED'
      | 'SDI_CODE_INVALID'
      | 'ORDER_NOT_FOUND'
      | 'ORDER_NOT_AWAITING_PAYMENT'
      | 'INVOICE_NOT_FOUND'
      | 'TRIAL_NOT_AVAILABLE'
      | 'NO_SUBSCRIPTION'
      | 'PLAN_CHANGE_NOT_ALLOWED'
      | 'BILLING_PROVIDER_UNAVAILABLE'
      | 'INVESTOR_PROFILE_ONLY'
      | 'REPORT_SHARE_RECIPIENT'
      | 'PORTAL_SUBMISSION_NOT_A_CALL'
      | 'PACKAGE_TOO_LARGE'
      | 'WEBHOOK_SIGNATURE_INVALID'
      | 'PROJECT_READ_ONLY_PLAN'
      | 'CONTACT_EMAIL_REQUIRED'
      | 'PROJECT_READ_ONLY_SEATS'
      | 'ROADMAP_NOT_FOUND'
      | 'ROADMAP_CONFLICT'
      | 'ROADMAP_CYCLE'
      | 'ROADMAP_ITEM_NOT_FOUND'
      | 'EVIDENCE_REQUIRED'
      | 'OBLIGATION_NOT_FOUND'
      | 'KPI_REQUEST_NOT_FOUND'
      | 'KPI_PERIOD_INVALID'
      | 'CALENDAR_FEED_NOT_FOUND'
      | 'LEDGER_INVALID'
      | 'AI_SESSION_NOT_FOUND'
      | 'SCOPE_REQUIRED'
      | 'API_KEY_INVALID'
      | 'API_KEY_IN_QUERY'
      | 'API_KEY_NOT_FOUND'
      | 'API_MONTHLY_ALLOWANCE'
      | 'WEBHOOK_NOT_FOUND'
      | 'WEBHOOK_URL_REFUSED'
      | 'WEBHOOK_DELIVERY_NOT_FOUND'
      | 'WEBHOOK_DISABLED'
      | 'WEBHOOK_LIMIT'
      | 'CONSULTANT_PROFILE_NOT_FOUND'
      | 'ENGAGEMENT_NOT_FOUND'
      | 'ENGAGEMENT_STATE'
      | 'ACCOUNT_SUSPENDED'
      | 'REASON_REQUIRED'
      | 'IDENTITY_CHECK_REQUIRED'
      | 'TWO_FACTOR_NOT_ENABLED'
      | 'MAINTENANCE'
      | 'BACKUP_NOT_FOUND'
      | 'RESTORE_CONFIRMATION_MISMATCH'
      | 'RESTORE_IN_PROGRESS'
      | 'INTERNAL';
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
