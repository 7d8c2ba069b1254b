/**
 * Reading English, the assistant's first step: what a message says about when
 * ({@link dev.kairos.assistant.language.WhenParser}: days, clock times, ranges, lengths,
 * repeats), numbers, typos and shorthand, places, and the words left for a title. Each
 * recognizer claims the words it understood in an
 * {@link dev.kairos.assistant.language.Utterance}. Plain Java: no Spring, no I/O, and
 * nothing of the rest of the assistant.
 */
@NullMarked
package dev.kairos.assistant.language;

import org.jspecify.annotations.NullMarked;
