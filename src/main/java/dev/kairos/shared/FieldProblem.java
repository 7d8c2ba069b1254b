package dev.kairos.shared;

/**
 * One reason a request was rejected: the wire name of the field and what is wrong with
 * it.
 *
 * @param field the JSON key or query parameter, as the client spelled it
 * @param message what the client should change
 */
public record FieldProblem(String field, String message) {

}
