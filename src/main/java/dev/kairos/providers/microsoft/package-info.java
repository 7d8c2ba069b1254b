/**
 * Microsoft: identity platform OAuth, Graph calendarView delta queries, and (for mail)
 * sendMail.
 */
@NullMarked
package dev.kairos.providers.microsoft;

import org.jspecify.annotations.NullMarked;
