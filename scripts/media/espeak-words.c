/*
 * espeak-words: speaks one text with libespeak-ng and reports where each word starts in the audio
 * (issue 15, the reading narration: scripts/media/reading-narration.ts compiles and runs it).
 *
 *   espeak-words <voice> <rate wpm> <pitch 0-99> <word gap, 10 ms units> <out.raw>  < text (UTF-8)
 *
 * Writes the speech as raw signed 16-bit little-endian mono PCM to <out.raw> and, on stdout, one
 * JSON object: {"sample_rate":22050,"samples":N,"events":[{"type":"word","char":0,"length":3,
 * "sample":1234},...]} where `char` is the 0-based index in Unicode code points of the text where
 * espeak-ng's word (or clause end: "end", sentence start: "sentence") begins and `sample` the
 * audio sample it starts at. Exit 1 with a message on stderr on any failure.
 * Needs libespeak-ng's header (Debian: apt-get install -y libespeak-ng-dev).
 */
#include <espeak-ng/speak_lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static FILE *pcm;
static long total_samples;
static int first_event = 1;

static const char *event_name(espeak_EVENT_TYPE t) {
  switch (t) {
  case espeakEVENT_WORD: return "word";
  case espeakEVENT_SENTENCE: return "sentence";
  case espeakEVENT_END: return "end";
  default: return NULL;
  }
}

/* espeak-ng hands over audio in chunks, each with the events that happened inside it. */
static int on_synth(short *wav, int numsamples, espeak_EVENT *events) {
  if (wav != NULL && numsamples > 0) {
    if (fwrite(wav, sizeof(short), (size_t)numsamples, pcm) != (size_t)numsamples) return 1;
    total_samples += numsamples;
  }
  for (espeak_EVENT *e = events; e != NULL && e->type != espeakEVENT_LIST_TERMINATED; e++) {
    const char *name = event_name(e->type);
    if (name == NULL) continue;
    /* text_position is 1-based; the sample field counts from the start of this message. */
    printf("%s{\"type\":\"%s\",\"char\":%d,\"length\":%d,\"sample\":%d}", first_event ? "" : ",", name,
           e->text_position - 1, e->length, e->sample);
    first_event = 0;
  }
  return 0;
}

static char *read_all(FILE *f) {
  size_t cap = 4096, len = 0;
  char *buf = malloc(cap);
  size_t n;
  while (buf != NULL && (n = fread(buf + len, 1, cap - len - 1, f)) > 0) {
    len += n;
    if (cap - len < 2) buf = realloc(buf, cap *= 2);
  }
  if (buf != NULL) buf[len] = '\0';
  return buf;
}

int main(int argc, char **argv) {
  if (argc != 6) {
    fprintf(stderr, "usage: espeak-words <voice> <rate> <pitch> <wordgap> <out.raw> < text\n");
    return 1;
  }
  char *text = read_all(stdin);
  if (text == NULL) return 1;
  int rate = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, NULL, 0);
  if (rate <= 0) {
    fprintf(stderr, "espeak-words: espeak-ng did not start\n");
    return 1;
  }
  if (espeak_SetVoiceByName(argv[1]) != EE_OK) {
    fprintf(stderr, "espeak-words: no voice %s\n", argv[1]);
    return 1;
  }
  espeak_SetParameter(espeakRATE, atoi(argv[2]), 0);
  espeak_SetParameter(espeakPITCH, atoi(argv[3]), 0);
  espeak_SetParameter(espeakWORDGAP, atoi(argv[4]), 0);
  pcm = fopen(argv[5], "wb");
  if (pcm == NULL) {
    fprintf(stderr, "espeak-words: cannot write %s\n", argv[5]);
    return 1;
  }
  espeak_SetSynthCallback(on_synth);
  printf("{\"events\":[");
  espeak_ERROR err = espeak_Synth(text, strlen(text) + 1, 0, POS_CHARACTER, 0, espeakCHARS_UTF8, NULL, NULL);
  if (err == EE_OK) err = espeak_Synchronize();
  espeak_Terminate();
  if (fclose(pcm) != 0 || err != EE_OK) {
    fprintf(stderr, "espeak-words: synthesis failed (%d)\n", (int)err);
    return 1;
  }
  printf("],\"sample_rate\":%d,\"samples\":%ld}\n", rate, total_samples);
  free(text);
  return 0;
}
