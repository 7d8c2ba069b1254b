package dev.kairos.assistant.language;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class NewsTests {

	@Test
	void theReasonAfterAChangeBeginsAtItsBoundary() {
		String shorter = "supervision 15 min shorter pls, i have to leave early";
		assertThat(News.reasonAfter(shorter)).isEqualTo(shorter.indexOf(","));
		String later = "lecture 45 mins later pls the train is delayed";
		assertThat(News.reasonAfter(later)).isEqualTo(later.indexOf(" pls"));
		assertThat(News.reasonAfter("cancel gym because i'm ill")).isEqualTo("cancel gym".length());
		// no reason: nothing after a boundary reads as one
		assertThat(News.reasonAfter("move lunch to 3")).isEqualTo(-1);
		assertThat(News.reasonAfter("lunch, tomorrow at 3")).isEqualTo(-1);
		assertThat(News.reasonAfter(", i have to leave early")).isEqualTo(-1);
	}

	@Test
	void aHolidayGivenAsTheReasonIsNoPartOfTheName() {
		assertThat(News.namedInNews("lab meeting 3 may is a bank holiday")).isEqualTo("lab meeting 3 may");
		assertThat(News.namedInNews("standup falls on a public holiday")).isEqualTo("standup");
		assertThat(News.namedInNews("the holiday party")).isEqualTo("the holiday party");
	}

}
