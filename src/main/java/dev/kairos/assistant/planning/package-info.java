/**
 * Deciding what to answer: what a message asks for
 * ({@link dev.kairos.assistant.planning.Intent}), where a new event goes
 * ({@link dev.kairos.assistant.planning.Scheduler},
 * {@link dev.kairos.assistant.planning.SlotFinder}), which existing event a request acts
 * on, study plans ({@link dev.kairos.assistant.planning.StudyPlanner}), e-mail drafts,
 * follow-ups and answers to questions, with the values an answer is made of. Plain Java:
 * no Spring and no I/O; the user's calendar and settings come in through
 * {@link dev.kairos.assistant.planning.Conversation}.
 */
@NullMarked
package dev.kairos.assistant.planning;

import org.jspecify.annotations.NullMarked;
