// The calls into libcurl, behind folio_curl.h's plain C functions. curl_easy_setopt and curl_easy_getinfo are
// variadic, which Swift cannot call, and CURLMsg holds a union.
#define CURL_DISABLE_TYPECHECK 1
#include "folio_curl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <curl/curl.h>

// libcurl is loaded when the first link is checked, not when folio starts: it and the libraries it needs (TLS,
// HTTP/2, IDN, compression) would cost every folio command, most of which make no request, their symbol lookups.
// These are the functions the shim calls, each found in it then, and called as `curl.name(...)`.
#define FOLIO_CURL_CALLS(X)                                                                                           \
    X(curl_global_init) X(curl_easy_init) X(curl_easy_setopt) X(curl_easy_getinfo) X(curl_easy_cleanup)              \
    X(curl_easy_strerror) X(curl_multi_init) X(curl_multi_add_handle)                           \
    X(curl_multi_remove_handle) X(curl_multi_perform) X(curl_multi_poll) X(curl_multi_info_read)                     \
    X(curl_multi_cleanup) X(curl_slist_append) X(curl_getdate)

#define FOLIO_CURL_POINTER(name) __typeof__(name) *name;
static struct { FOLIO_CURL_CALLS(FOLIO_CURL_POINTER) } curl;

/// Loads libcurl 4 (the ABI these headers describe) and finds every call; NULL, or why not.
static char *load_curl(void) {
    const char *name = "libcurl.so.4";
    void *library = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    char message[512];
    if (library == NULL) {
        snprintf(message, sizeof message, "cannot load libcurl (%s); install Debian's libcurl4", dlerror());
        return strdup(message);
    }
#define FOLIO_CURL_FIND(symbol)                                                                                       \
    curl.symbol = (__typeof__(symbol) *)dlsym(library, #symbol);                                                      \
    if (curl.symbol == NULL) {                                                                                        \
        snprintf(message, sizeof message, "%s has no %s", name, #symbol);                                             \
        return strdup(message);                                                                                       \
    }
    FOLIO_CURL_CALLS(FOLIO_CURL_FIND)
#undef FOLIO_CURL_FIND
    return NULL;
}

static pthread_once_t started = PTHREAD_ONCE_INIT;
static int start_result = -1;
static char *start_error = NULL;
/// The headers every request sends besides the User-Agent: made once, only read afterwards.
static struct curl_slist *request_headers = NULL;

static void start_once(void) {
    start_error = load_curl();
    if (start_error != NULL) return;
    // Once, before any other thread calls libcurl: it sets up the TLS library for the process.
    if (curl.curl_global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
        start_error = strdup("libcurl could not start");
        return;
    }
    // What a browser asks for when it follows a link; servers that answer bots otherwise answer this as a reader.
    request_headers = curl.curl_slist_append(NULL, "Accept: text/html,application/xhtml+xml,*/*;q=0.8");
    start_result = 0;
}

int folio_curl_start(char **error) {
    pthread_once(&started, start_once);
    if (start_result != 0 && error != NULL) *error = strdup(start_error ? start_error : "libcurl could not start");
    return start_result;
}

struct folio_curl_multi {
    CURLM *handle;
};

struct folio_curl_transfer {
    CURL *handle;
    char error[CURL_ERROR_SIZE];
    char *url;
    char *user_agent;
    folio_curl_callback on_header;
    folio_curl_callback on_body;
    void *context;
};

folio_curl_multi *folio_curl_multi_new(void) {
    if (folio_curl_start(NULL) != 0) return NULL;
    CURLM *handle = curl.curl_multi_init();
    if (handle == NULL) return NULL;
    folio_curl_multi *multi = calloc(1, sizeof *multi);
    if (multi == NULL) {
        curl.curl_multi_cleanup(handle);
        return NULL;
    }
    multi->handle = handle;
    return multi;
}

void folio_curl_multi_free(folio_curl_multi *multi) {
    if (multi == NULL) return;
    curl.curl_multi_cleanup(multi->handle);
    free(multi);
}

// libcurl's callbacks, which hand each piece to the transfer's own. Returning anything but the piece's length ends
// the transfer (CURLE_WRITE_ERROR), which folio_curl_next_done reports as FOLIO_CURL_STOPPED.
static size_t header_received(char *data, size_t size, size_t count, void *pointer) {
    folio_curl_transfer *transfer = pointer;
    size_t length = size * count;
    return transfer->on_header(data, length, transfer->context) == length ? length : 0;
}

static size_t body_received(char *data, size_t size, size_t count, void *pointer) {
    folio_curl_transfer *transfer = pointer;
    size_t length = size * count;
    return transfer->on_body(data, length, transfer->context) == length ? length : 0;
}

static void free_transfer(folio_curl_transfer *transfer) {
    if (transfer->handle != NULL) curl.curl_easy_cleanup(transfer->handle);
    free(transfer->url);
    free(transfer->user_agent);
    free(transfer);
}

folio_curl_transfer *folio_curl_transfer_new(const folio_curl_request *request) {
    if (folio_curl_start(NULL) != 0) return NULL;
    folio_curl_transfer *transfer = calloc(1, sizeof *transfer);
    if (transfer == NULL) return NULL;
    transfer->handle = curl.curl_easy_init();
    transfer->url = strdup(request->url);
    transfer->user_agent = strdup(request->user_agent);
    if (transfer->handle == NULL || transfer->url == NULL || transfer->user_agent == NULL) {
        free_transfer(transfer);
        return NULL;
    }
    transfer->on_header = request->on_header;
    transfer->on_body = request->on_body;
    transfer->context = request->context;
    CURL *handle = transfer->handle;
    curl.curl_easy_setopt(handle, CURLOPT_URL, transfer->url);
    if (request->head) curl.curl_easy_setopt(handle, CURLOPT_NOBODY, 1L);
    // Redirects are followed by the caller, one request at a time, so that each is seen and reported.
    curl.curl_easy_setopt(handle, CURLOPT_FOLLOWLOCATION, 0L);
    curl.curl_easy_setopt(handle, CURLOPT_PROTOCOLS_STR, "http,https");
    curl.curl_easy_setopt(handle, CURLOPT_TIMEOUT_MS, request->timeout_ms);
    curl.curl_easy_setopt(handle, CURLOPT_CONNECTTIMEOUT_MS, request->connect_timeout_ms);
    curl.curl_easy_setopt(handle, CURLOPT_USERAGENT, transfer->user_agent);
    curl.curl_easy_setopt(handle, CURLOPT_HTTPHEADER, request_headers);
    // Every encoding this libcurl decodes (gzip, brotli, zstd): the body a fragment is looked for in is smaller.
    curl.curl_easy_setopt(handle, CURLOPT_ACCEPT_ENCODING, "");
    // No signals: the process has other threads, and libcurl's threaded resolver needs none.
    curl.curl_easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);
    curl.curl_easy_setopt(handle, CURLOPT_ERRORBUFFER, transfer->error);
    curl.curl_easy_setopt(handle, CURLOPT_HEADERFUNCTION, header_received);
    curl.curl_easy_setopt(handle, CURLOPT_HEADERDATA, transfer);
    curl.curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, body_received);
    curl.curl_easy_setopt(handle, CURLOPT_WRITEDATA, transfer);
    curl.curl_easy_setopt(handle, CURLOPT_PRIVATE, transfer);
    return transfer;
}

int folio_curl_add(folio_curl_multi *multi, folio_curl_transfer *transfer) {
    return curl.curl_multi_add_handle(multi->handle, transfer->handle) == CURLM_OK ? 0 : -1;
}

void folio_curl_remove(folio_curl_multi *multi, folio_curl_transfer *transfer) {
    curl.curl_multi_remove_handle(multi->handle, transfer->handle);
    free_transfer(transfer);
}

int folio_curl_perform(folio_curl_multi *multi, int *running) {
    return curl.curl_multi_perform(multi->handle, running) == CURLM_OK ? 0 : -1;
}

int folio_curl_poll(folio_curl_multi *multi, int wake_fd, int timeout_ms) {
    struct curl_waitfd wake = {.fd = wake_fd, .events = CURL_WAIT_POLLIN, .revents = 0};
    return curl.curl_multi_poll(multi->handle, wake_fd >= 0 ? &wake : NULL, wake_fd >= 0 ? 1 : 0, timeout_ms,
                                NULL) == CURLM_OK ? 0 : -1;
}

static folio_curl_outcome outcome_of(CURLcode code) {
    switch (code) {
    case CURLE_OK: return FOLIO_CURL_DONE;
    case CURLE_WRITE_ERROR: return FOLIO_CURL_STOPPED;
    case CURLE_OPERATION_TIMEDOUT: return FOLIO_CURL_TIMEOUT;
    case CURLE_COULDNT_RESOLVE_HOST:
    case CURLE_COULDNT_RESOLVE_PROXY: return FOLIO_CURL_HOST_NOT_FOUND;
    case CURLE_COULDNT_CONNECT: return FOLIO_CURL_REFUSED;
    case CURLE_SSL_CONNECT_ERROR:
    case CURLE_PEER_FAILED_VERIFICATION:
    case CURLE_SSL_CERTPROBLEM:
    case CURLE_SSL_CIPHER:
    case CURLE_SSL_CACERT_BADFILE:
    case CURLE_SSL_INVALIDCERTSTATUS:
    case CURLE_SSL_PINNEDPUBKEYNOTMATCH:
    case CURLE_SSL_ISSUER_ERROR:
    case CURLE_SSL_CRL_BADFILE:
    case CURLE_USE_SSL_FAILED: return FOLIO_CURL_TLS;
    case CURLE_GOT_NOTHING:
    case CURLE_RECV_ERROR:
    case CURLE_SEND_ERROR:
    case CURLE_PARTIAL_FILE:
    case CURLE_HTTP2:
    case CURLE_HTTP2_STREAM:
    case CURLE_HTTP3: return FOLIO_CURL_CONNECTION_LOST;
    case CURLE_URL_MALFORMAT:
    case CURLE_UNSUPPORTED_PROTOCOL: return FOLIO_CURL_BAD_URL;
    default: return FOLIO_CURL_OTHER;
    }
}

folio_curl_transfer *folio_curl_next_done(folio_curl_multi *multi, folio_curl_outcome *outcome) {
    int left = 0;
    CURLMsg *message;
    while ((message = curl.curl_multi_info_read(multi->handle, &left)) != NULL) {
        if (message->msg != CURLMSG_DONE) continue;
        folio_curl_transfer *transfer = NULL;
        curl.curl_easy_getinfo(message->easy_handle, CURLINFO_PRIVATE, (char **)&transfer);
        if (transfer == NULL) continue;
        CURLcode code = message->data.result;
        *outcome = outcome_of(code);
        if (transfer->error[0] == '\0') {
            snprintf(transfer->error, sizeof transfer->error, "%s", curl.curl_easy_strerror(code));
        }
        return transfer;
    }
    return NULL;
}

void *folio_curl_context(folio_curl_transfer *transfer) {
    return transfer->context;
}

long folio_curl_status(folio_curl_transfer *transfer) {
    long status = 0;
    curl.curl_easy_getinfo(transfer->handle, CURLINFO_RESPONSE_CODE, &status);
    return status;
}

int folio_curl_connected(folio_curl_transfer *transfer) {
    curl_off_t microseconds = 0;
    curl.curl_easy_getinfo(transfer->handle, CURLINFO_CONNECT_TIME_T, &microseconds);
    return microseconds > 0;
}

const char *folio_curl_message(folio_curl_transfer *transfer) {
    return transfer->error;
}

long long folio_curl_date(const char *text) {
    if (folio_curl_start(NULL) != 0) return -1;
    return (long long)curl.curl_getdate(text, NULL);
}
