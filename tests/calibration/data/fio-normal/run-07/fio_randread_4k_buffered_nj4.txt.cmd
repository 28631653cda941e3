command: fio --name=randread --rw=randread --bs=4k --ioengine=psync --direct=0 --numjobs=4 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=normal
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:24:15Z
finished_utc: 2026-12-05T08:24:22Z
elapsed_s: 6.9
load_before:  08:24:15 up  3:38,  0 user,  load average: 5.17, 5.73, 5.54
busiest_before: rustc(74.1%) pixreport(50.0%) pixreport(33.3%) integration-a36(7.0%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_buffered_nj4.txt
