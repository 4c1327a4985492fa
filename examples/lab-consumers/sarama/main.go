// A lab consumer with IBM/sarama: a ConsumerGroup whose handler processes each claimed partition.
//
// Kafscope's external-consumer rebalance lab starts several of these with the same flags as the
// other lab consumers (see ../README.md), plays restarts, crashes and stalls on them and judges
// loss and duplicates from the JSON line printed on stdout for every processed record:
//
//	{"topic":"T","partition":P,"offset":O}
//
// At-least-once by default: a record is processed (sleep --work), its line printed, and only then
// marked; sarama's auto-commit sends the marked offsets every second, and Cleanup commits them
// once more when a session ends (rebalance or close). Sarama heartbeats in the background, so a
// --pause-on-usr1 pause keeps the member in the group.
//
// --static sets Consumer.Group.InstanceId (KIP-345): on close sarama does not leave the group, and
// a restart with the same --instance within the session timeout takes its partitions back without
// a rebalance. Sarama speaks only the classic group protocol: --protocol consumer exits with code 2.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"sort"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/IBM/sarama"
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
	flag.StringVar(&o.instance, "instance", "", "stable id of the member slot (client.id, group.instance.id with --static)")
	flag.StringVar(&o.protocol, "protocol", "classic", "group protocol: classic (consumer is not supported by sarama)")
	flag.BoolVar(&o.static, "static", false, "static membership: group.instance.id = --instance")
	flag.IntVar(&o.sessionTimeoutMs, "session-timeout", 10000, "session timeout in ms")
	flag.DurationVar(&o.work, "work", 0, "processing time per record")
	flag.BoolVar(&o.commitFirst, "commit-first", false, "buggy at-most-once mode: commit before processing")
	flag.DurationVar(&o.pauseOnUsr1, "pause-on-usr1", 0, "on SIGUSR1 stop processing for this long")
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
		fail("sarama does not support the KIP-848 consumer group protocol (--protocol consumer); use --protocol classic")
	default:
		fail("--protocol must be classic or consumer, not %q", o.protocol)
	}
	return o
}

// gate holds the handler's workers while a SIGUSR1 pause lasts. open is nil when not paused,
// otherwise a channel closed when the pause ends.
type gate struct {
	mu   sync.Mutex
	open chan struct{}
}

// pause closes the gate for d (a pause already running is not extended).
func (g *gate) pause(d time.Duration) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.open != nil {
		return
	}
	ch := make(chan struct{})
	g.open = ch
	logf("paused %s", d)
	time.AfterFunc(d, func() {
		g.mu.Lock()
		g.open = nil
		g.mu.Unlock()
		close(ch)
		logf("resumed")
	})
}

// wait blocks while the gate is closed; false when ctx ended first.
func (g *gate) wait(ctx context.Context) bool {
	g.mu.Lock()
	ch := g.open
	g.mu.Unlock()
	if ch == nil {
		return true
	}
	select {
	case <-ch:
		return true
	case <-ctx.Done():
		return false
	}
}

// handler implements sarama.ConsumerGroupHandler. ConsumeClaim runs once per claimed partition,
// each in its own goroutine; records of one partition are processed in order.
type handler struct {
	o     options
	gate  *gate
	outMu sync.Mutex // one JSON line at a time on stdout
}

func (h *handler) Setup(sess sarama.ConsumerGroupSession) error {
	var parts []string
	for topic, ps := range sess.Claims() {
		sort.Slice(ps, func(i, j int) bool { return ps[i] < ps[j] })
		for _, p := range ps {
			parts = append(parts, fmt.Sprintf("%s/%d", topic, p))
		}
	}
	sort.Strings(parts)
	logf("assigned [%s] (member %s, generation %d)", strings.Join(parts, " "), sess.MemberID(), sess.GenerationID())
	return nil
}

// Cleanup runs when the session ends (its partitions are revoked, or the group closes): commit
// what was marked, so the next owner starts right after the last processed record.
func (h *handler) Cleanup(sess sarama.ConsumerGroupSession) error {
	sess.Commit()
	logf("revoked (generation %d), processed offsets committed", sess.GenerationID())
	return nil
}

func (h *handler) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	ctx := sess.Context()
	for {
		if !h.gate.wait(ctx) {
			return nil
		}
		select {
		case m, ok := <-claim.Messages():
			if !ok {
				return nil
			}
			h.process(sess, m)
		case <-ctx.Done():
			return nil
		}
	}
}

func (h *handler) process(sess sarama.ConsumerGroupSession, m *sarama.ConsumerMessage) {
	if h.o.commitFirst {
		// The deliberate bug: the offset after this record is committed before it is processed,
		// so a crash during --work loses it (at-most-once). Logged before the commit, so a crash
		// right after it cannot leave a lost record the log does not name.
		logf("commit-first %s %d %d", m.Topic, m.Partition, m.Offset+1)
		sess.MarkMessage(m, "")
		sess.Commit()
	}

	time.Sleep(h.o.work) // "processing"
	h.outMu.Lock()
	fmt.Fprintf(os.Stdout, "{\"topic\":%q,\"partition\":%d,\"offset\":%d}\n", m.Topic, m.Partition, m.Offset)
	h.outMu.Unlock()

	if !h.o.commitFirst {
		sess.MarkMessage(m, "") // committed by auto-commit within a second, or in Cleanup
	}
}

func main() {
	o := parseFlags()

	cfg := sarama.NewConfig()
	cfg.Version = sarama.V4_0_0_0 // Kafka 4 brokers
	cfg.ClientID = "lab-" + o.instance
	cfg.Consumer.Offsets.Initial = sarama.OffsetOldest // auto.offset.reset earliest
	cfg.Consumer.Offsets.AutoCommit.Enable = true
	cfg.Consumer.Offsets.AutoCommit.Interval = time.Second
	cfg.Consumer.Group.Session.Timeout = time.Duration(o.sessionTimeoutMs) * time.Millisecond
	cfg.Consumer.Group.Heartbeat.Interval = cfg.Consumer.Group.Session.Timeout / 5
	cfg.Consumer.MaxWaitTime = 500 * time.Millisecond
	cfg.Consumer.Return.Errors = true
	if o.static {
		cfg.Consumer.Group.InstanceId = o.instance
	}

	group, err := sarama.NewConsumerGroup(strings.Split(o.bootstrap, ","), o.group, cfg)
	if err != nil {
		logf("cannot create the consumer group: %v", err)
		os.Exit(1)
	}
	go func() {
		for err := range group.Errors() {
			logf("error: %v", err)
		}
	}()

	// SIGTERM/SIGINT cancel ctx: the handlers finish the record in hand, Cleanup commits, and
	// Close leaves the group (a static member stays until its session times out).
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, syscall.SIGINT)
	defer stop()

	g := &gate{}
	usr1 := make(chan os.Signal, 1)
	signal.Notify(usr1, syscall.SIGUSR1) // without --pause-on-usr1 it is noted and ignored
	go func() {
		for range usr1 {
			if o.pauseOnUsr1 > 0 {
				g.pause(o.pauseOnUsr1)
			} else {
				logf("SIGUSR1 ignored (no --pause-on-usr1)")
			}
		}
	}()

	membership := "dynamic"
	if o.static {
		membership = "static"
	}
	logf("started (sarama, classic protocol, %s member, group %s, topics %s)", membership, o.group, o.topics)

	h := &handler{o: o, gate: g}
	topics := strings.Split(o.topics, ",")
	for ctx.Err() == nil {
		// Consume returns when the session ends (a rebalance); the loop joins the next one.
		if err := group.Consume(ctx, topics, h); err != nil {
			if errors.Is(err, sarama.ErrClosedConsumerGroup) {
				break
			}
			logf("consume error: %v", err)
			time.Sleep(200 * time.Millisecond)
		}
	}

	logf("closing")
	if err := group.Close(); err != nil {
		logf("close error: %v", err)
	}
	logf("closed")
}
