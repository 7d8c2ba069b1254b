package dev.kairos.assistant.planning;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * An assignment with a due date, as a course-management system supplies it.
 *
 * @param id its id at the source (the unified listing's id)
 * @param title its name
 * @param dueAt when it is due
 * @param course the course it belongs to, or null
 */
public record DueAssignment(String id, String title, Instant dueAt, @Nullable String course) {

}
