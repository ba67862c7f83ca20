// folio's narrow door into libcurl: plain C types only, so that Swift never sees curl's variadic calls, its unions
// or its error codes. libcurl is loaded when the first transfer is made (see folio_curl_start).
#ifndef FOLIO_CURL_H
#define FOLIO_CURL_H

#include <stddef.h>

/// Many transfers at once, driven by one thread: every call on a multi and its transfers comes from that thread.
typedef struct folio_curl_multi folio_curl_multi;
/// One request and its answer.
typedef struct folio_curl_transfer folio_curl_transfer;

/// Called with each header line (the status line first, the empty line last) or each piece of the body, as it
/// arrives. Returning anything but `length` ends the transfer at once: nothing more is read.
typedef size_t (*folio_curl_callback)(const char *data, size_t length, void *context);

/// What a transfer asks for.
typedef struct {
    const char *url;
    /// 1 for HEAD, 0 for GET.
    int head;
    /// For the whole transfer, and for the connection alone.
    long timeout_ms;
    long connect_timeout_ms;
    const char *user_agent;
    folio_curl_callback on_header;
    folio_curl_callback on_body;
    void *context;
} folio_curl_request;

/// Why a transfer ended.
typedef enum {
    FOLIO_CURL_DONE = 0,
    /// A callback ended it (it had read what it needed).
    FOLIO_CURL_STOPPED = 1,
    FOLIO_CURL_TIMEOUT = 2,
    FOLIO_CURL_HOST_NOT_FOUND = 3,
    FOLIO_CURL_REFUSED = 4,
    FOLIO_CURL_TLS = 5,
    /// The connection closed with no answer, or in the middle of one.
    FOLIO_CURL_CONNECTION_LOST = 6,
    FOLIO_CURL_BAD_URL = 7,
    FOLIO_CURL_OTHER = 8,
} folio_curl_outcome;

/// Loads libcurl (once; later calls return what the first one did). 0 on success, or -1 with the reason in
/// *error, which the caller frees with free().
int folio_curl_start(char **error);

/// A multi, which runs every transfer added to it at once (the caller decides how many); NULL when libcurl cannot
/// make one.
folio_curl_multi *folio_curl_multi_new(void);
void folio_curl_multi_free(folio_curl_multi *multi);

/// A transfer for `request` (its strings are copied), not started; NULL when libcurl cannot make one.
folio_curl_transfer *folio_curl_transfer_new(const folio_curl_request *request);
/// Starts a transfer in a multi. 0 on success.
int folio_curl_add(folio_curl_multi *multi, folio_curl_transfer *transfer);
/// Takes a transfer out of its multi, finished or not, and frees it.
void folio_curl_remove(folio_curl_multi *multi, folio_curl_transfer *transfer);

/// Moves every transfer on as far as it can without waiting; *running is how many are unfinished. 0 on success.
int folio_curl_perform(folio_curl_multi *multi, int *running);
/// Waits up to `timeout_ms` for any transfer to be able to move on, or for `wake_fd` to turn readable.
int folio_curl_poll(folio_curl_multi *multi, int wake_fd, int timeout_ms);
/// A finished transfer, still in the multi, with why it ended; NULL when no other one has finished.
folio_curl_transfer *folio_curl_next_done(folio_curl_multi *multi, folio_curl_outcome *outcome);

/// The context the transfer was made with.
void *folio_curl_context(folio_curl_transfer *transfer);
/// The last status code received, 0 when none.
long folio_curl_status(folio_curl_transfer *transfer);
/// 1 when the transfer got as far as a connection to the server (its name resolved, its TCP handshake done), else 0.
int folio_curl_connected(folio_curl_transfer *transfer);
/// Why the transfer failed, in curl's words ("Failed to connect to 127.0.0.1 port 9: Connection refused"), valid
/// until the transfer is freed.
const char *folio_curl_message(folio_curl_transfer *transfer);

/// Seconds since 1970 of an HTTP date (`Sun, 06 Nov 1994 08:49:37 GMT`), or -1.
long long folio_curl_date(const char *text);

#endif
