command: /work/scratch-bench/iozone-src/src/iozone -t 4 -s 256m -r 1m -i 0 -i 1
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench/iozone-tp)
tool: IOzone 3.508 (upstream source build 508, as carried by github.com/klazarsk/iozone-rh commit 28aa755; make linux-AMD64)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:49:08Z
finished_utc: 2026-12-05T08:49:31Z
elapsed_s: 22.6
load_before:  08:49:08 up  4:03,  0 user,  load average: 4.26, 5.40, 5.68
busiest_before: kworker/1:2H-kblockd(0.7%) kdamond.0(0.5%) kworker/1:9-mm_percpu_wq(0.2%) kworker/u8:3-writeback(0.1%) 
caches_dropped: no
exit_code: 0
stdout: iozone_tp_256m_1m_t4.txt
