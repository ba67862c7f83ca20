// The calls into libvips that are variadic or need GObject, behind folio_vips.h's plain C functions.
#include "folio_vips.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <vips/vips.h>

static pthread_once_t started = PTHREAD_ONCE_INIT;
static int start_result = -1;
static char *start_error = NULL;
static int wanted_threads = 1;

/// libvips keeps one error buffer for the process; it is copied out and cleared so that the next failure starts
/// from an empty one. The message, without its trailing newline, is the caller's to free.
static char *take_error(const char *fallback) {
    char *copy = vips_error_buffer_copy();
    if (copy == NULL || copy[0] == '\0') {
        g_free(copy);
        return g_strdup(fallback);
    }
    size_t length = strlen(copy);
    while (length > 0 && (copy[length - 1] == '\n' || copy[length - 1] == ' ')) copy[--length] = '\0';
    char *message = g_strdup(copy);
    g_free(copy);
    return message;
}

/// libvips logs warnings (a damaged tile, an odd header) to standard error; folio reports what fails, with its
/// place, and keeps standard error for its own diagnostics.
static void discard_log(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {
    (void)domain, (void)level, (void)message, (void)data;
}

static void start_once(void) {
    g_log_set_handler("VIPS", G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE | G_LOG_LEVEL_INFO | G_LOG_LEVEL_DEBUG,
                      discard_log, NULL);
    if (VIPS_INIT("folio") != 0) {
        start_error = take_error("libvips could not start");
        return;
    }
    vips_concurrency_set(wanted_threads);
    // Every derived file is made once and kept by folio: libvips' own cache of operations would only hold memory.
    vips_cache_set_max(0);
    vips_cache_set_max_mem(0);
    vips_cache_set_max_files(0);
    // Loaders that are not fuzzed for hostile input (ImageMagick, MATLAB, ...) are refused.
    vips_block_untrusted_set(TRUE);
    start_result = 0;
}

int folio_vips_start(int threads, char **error) {
    wanted_threads = threads > 0 ? threads : 1;
    pthread_once(&started, start_once);
    if (start_result != 0 && error != NULL) *error = g_strdup(start_error ? start_error : "libvips could not start");
    return start_result;
}

int folio_vips_shrink(const void *bytes, size_t count, int width, void **image, int *out_width, int *out_height,
                      char **error) {
    VipsImage *shrunk = NULL;
    // fail_on=truncated, given to the loader: a damaged or cut-off file is an error, not a picture with a grey band.
    if (vips_thumbnail_buffer((void *)bytes, count, &shrunk, width, "height", VIPS_MAX_COORD, "size", VIPS_SIZE_DOWN,
                              "option_string", "fail_on=truncated", NULL) != 0) {
        *error = take_error("libvips could not decode the image");
        return -1;
    }
    // Decoded once, so that each format encodes from memory rather than decoding the file again.
    VipsImage *decoded = vips_image_copy_memory(shrunk);
    g_object_unref(shrunk);
    if (decoded == NULL) {
        *error = take_error("libvips could not decode the image");
        return -1;
    }
    *image = decoded;
    *out_width = vips_image_get_width(decoded);
    *out_height = vips_image_get_height(decoded);
    return 0;
}

int folio_vips_save(void *image, folio_vips_format format, int quality, int keep_metadata, void **out,
                    size_t *length, char **error) {
    VipsImage *in = image;
    gboolean strip = keep_metadata ? FALSE : TRUE;
    int result;
    switch (format) {
    case FOLIO_VIPS_JPEG:
        result = vips_jpegsave_buffer(in, out, length, "Q", quality, "strip", strip, "optimize_coding", TRUE,
                                      "interlace", TRUE, NULL);
        break;
    case FOLIO_VIPS_PNG:
        result = vips_pngsave_buffer(in, out, length, "strip", strip, "compression", 9, "bitdepth", 8, NULL);
        break;
    case FOLIO_VIPS_WEBP:
        result = vips_webpsave_buffer(in, out, length, "Q", quality, "strip", strip, "effort", 4, NULL);
        break;
    case FOLIO_VIPS_AVIF:
        result = vips_heifsave_buffer(in, out, length, "Q", quality, "strip", strip, "compression",
                                      VIPS_FOREIGN_HEIF_COMPRESSION_AV1, "effort", 2, NULL);
        break;
    default:
        *error = g_strdup("unknown format");
        return -1;
    }
    if (result != 0) {
        *error = take_error("libvips could not encode the image");
        return -1;
    }
    return 0;
}

void folio_vips_release(void *image) {
    if (image != NULL) g_object_unref(image);
}

void folio_vips_free(void *pointer) {
    g_free(pointer);
}
