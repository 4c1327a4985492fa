// A lab consumer with segmentio/kafka-go: one Reader in a consumer group (GroupID + GroupTopics).
//
// Kafscope's external-consumer rebalance lab starts several of these with the same flags as the
// other lab consumers (see ../README.md), plays restarts, crashes and stalls on them and judges
// loss and duplicates from the JSON line printed on stdout for every processed record:
//
//	{"topic":"T","partition":P,"offset":O}
//
// At-least-once by default: FetchMessage, process (sleep --work), print the line, then
// CommitMessages. The Reader is built with CommitInterval = 1s, so CommitMessages only stashes the
// offset; kafka-go's commit loop sends the stash every second and once more when the generation
// ends (a rebalance took the partitions away) or the Reader is closed.
//
// kafka-go speaks only the classic group protocol and has no static membership
// (group.instance.id): asking for --protocol consumer or --static exits with code 2.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/segmentio/kafka-go"
)

// options holds the lab consumer contract's flags (the same in all four lab consumers).
type options struct {
	bootstrap, group, topics, instance, protocol string
	static, commitFirst                          bool
	sessionTimeoutMs                             int
	work, pauseOnUsr1                            time.Duration
}

var instance = "?" // the --instance id, the prefix of every stderr line

// logf writes one diagnostic line to stderr, prefixed with the instance id. stdout carries only
// the records' JSON lines.
func logf(format string, args ...any) {
	msg := strings.ReplaceAll(strings.TrimSpace(fmt.Sprintf(format, args...)), "\n", " ")
	fmt.Fprintf(os.Stderr, "%s: %s\n", instance, msg)
}

// fail reports a usage problem or a missing client feature and exits with code 2.
func fail(format string, args ...any) {
	logf(format, args...)
	os.Exit(2)
}

func parseFlags() options {
	var o options
	flag.StringVar(&o.bootstrap, "bootstrap", "", "bootstrap servers (host:port,...)")
	flag.StringVar(&o.group, "group", "", "consumer group id")
	flag.StringVar(&o.topics, "topics", "", "comma-separated topics to subscribe")
	flag.StringVar(&o.instance, "instance", "", "stable id of the member slot (client.id)")
	flag.StringVar(&o.protocol, "protocol", "classic", "group protocol: classic (consumer is not supported by kafka-go)")
	flag.BoolVar(&o.static, "static", false, "static membership (not supported by kafka-go)")
	flag.IntVar(&o.sessionTimeoutMs, "session-timeout", 10000, "session timeout in ms")
	flag.DurationVar(&o.work, "work", 0, "processing time per record")
	flag.BoolVar(&o.commitFirst, "commit-first", false, "buggy at-most-once mode: commit before processing")
	flag.DurationVar(&o.pauseOnUsr1, "pause-on-usr1", 0, "on SIGUSR1 stop fetching for this long")
	flag.Parse()
	if o.instance != "" {
		instance = o.instance
	}
	if flag.NArg() > 0 {
		fail("unexpected arguments: %v", flag.Args())
	}
	if o.bootstrap == "" || o.group == "" || o.topics == "" || o.instance == "" {
		fail("--bootstrap, --group, --topics and --instance are required")
	}
	switch o.protocol {
	case "classic":
	case "consumer":
		fail("kafka-go does not support the KIP-848 consumer group protocol (--protocol consumer); use --protocol classic")
	default:
		fail("--protocol must be classic or consumer, not %q", o.protocol)
	}
	if o.static {
		fail("kafka-go has no static membership (group.instance.id); run without --static")
	}
	return o
}

// pauser turns a SIGUSR1 into a pause of the fetch loop. The signal may arrive while the loop is
// blocked in FetchMessage (an idle topic), so it also cancels the context of that fetch; kafka-go
// hands out no message on a cancelled fetch, so nothing is lost.
type pauser struct {
	mu      sync.Mutex
	pending bool
	cancel  context.CancelFunc // of the fetch in progress, nil between fetches
}

func (p *pauser) request() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.pending = true
	if p.cancel != nil {
		p.cancel()
	}
}

// fetchContext returns the context for the next FetchMessage, cancelled by a pause request.
func (p *pauser) fetchContext(parent context.Context) (context.Context, func()) {
	ctx, cancel := context.WithCancel(parent)
	p.mu.Lock()
	p.cancel = cancel
	if p.pending {
		cancel()
	}
	p.mu.Unlock()
	return ctx, func() {
		p.mu.Lock()
		p.cancel = nil
		p.mu.Unlock()
		cancel()
	}
}

func (p *pauser) take() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	was := p.pending
	p.pending = false
	return was
}

// groupLogger forwards kafka-go's group membership lines (join, assignment) to stderr and drops
// its chattier internals.
type groupLogger struct{}

func (groupLogger) Printf(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	for _, keep := range []string{"joined group", "subscribed to topics", "received empty assignments"} {
		if strings.Contains(msg, keep) {
			logf("%s", msg)
			return
		}
	}
}

func main() {
	o := parseFlags()

	// SIGTERM/SIGINT cancel ctx: the loop finishes the record in hand and the Reader is closed,
	// which commits the stashed offsets and leaves the group.
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, syscall.SIGINT)
	defer stop()

	var p pauser
	usr1 := make(chan os.Signal, 1)
	signal.Notify(usr1, syscall.SIGUSR1) // without --pause-on-usr1 it is noted and ignored
	go func() {
		for range usr1 {
			if o.pauseOnUsr1 > 0 {
				p.request()
			} else {
				logf("SIGUSR1 ignored (no --pause-on-usr1)")
			}
		}
	}()

	commitInterval := time.Second
	if o.commitFirst {
		// Synchronous commits: the offset is on the broker before the record is processed.
		commitInterval = 0
	}
	r := kafka.NewReader(kafka.ReaderConfig{
		Brokers:     strings.Split(o.bootstrap, ","),
		GroupID:     o.group,
		GroupTopics: strings.Split(o.topics, ","),
		Dialer: &kafka.Dialer{
			ClientID:  "lab-" + o.instance,
			Timeout:   10 * time.Second,
			DualStack: true,
		},
		StartOffset:       kafka.FirstOffset, // auto.offset.reset earliest
		SessionTimeout:    time.Duration(o.sessionTimeoutMs) * time.Millisecond,
		HeartbeatInterval: time.Duration(o.sessionTimeoutMs) * time.Millisecond / 5,
		CommitInterval:    commitInterval,
		// A short fetch wait: a partition reader blocked in a long fetch delays the end of a
		// generation, and with it every rebalance (kafka-go's default is 10s).
		MaxWait:     500 * time.Millisecond,
		Logger:      groupLogger{},
		ErrorLogger: kafka.LoggerFunc(func(f string, a ...any) { logf("error: "+f, a...) }),
	})
	logf("started (kafka-go, classic protocol, group %s, topics %s)", o.group, o.topics)

	for ctx.Err() == nil {
		if p.take() {
			logf("paused %s", o.pauseOnUsr1)
			select {
			case <-time.After(o.pauseOnUsr1):
				logf("resumed")
			case <-ctx.Done():
			}
			continue
		}

		fetchCtx, done := p.fetchContext(ctx)
		m, err := r.FetchMessage(fetchCtx)
		done()
		if err != nil {
			if errors.Is(err, context.Canceled) || errors.Is(err, io.EOF) {
				continue // shutdown or a pause request; the loop condition / p.take() decide
			}
			logf("fetch error: %v", err)
			time.Sleep(200 * time.Millisecond)
			continue
		}

		if o.commitFirst {
			// The deliberate bug: the offset after this record is committed before it is
			// processed, so a crash during --work loses it (at-most-once).
			// Said before the commit: a crash right after the commit still leaves the line.
			logf("commit-first %s %d %d", m.Topic, m.Partition, m.Offset+1)
			if err := r.CommitMessages(context.Background(), m); err != nil {
				logf("commit error: %v", err)
			}
		}

		time.Sleep(o.work) // "processing"
		fmt.Fprintf(os.Stdout, "{\"topic\":%q,\"partition\":%d,\"offset\":%d}\n", m.Topic, m.Partition, m.Offset)

		if !o.commitFirst {
			// Stashed now, sent by the commit loop within a second or at rebalance/close.
			if err := r.CommitMessages(context.Background(), m); err != nil {
				logf("commit error: %v", err)
			}
		}
	}

	logf("closing")
	if err := r.Close(); err != nil {
		logf("close error: %v", err)
	}
	logf("closed")
}
